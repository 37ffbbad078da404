import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';

export const metadata: Metadata = { title: 'Create Account' };

// A static form. Accounts are created by invitation, so nothing is submitted.
export default function RegisterPage() {
  return (
    <AuthCard title="Create Your Account" subtitle="Registration requires approval from our team.">
      <form className="space-y-4" aria-describedby="register-note">
        <InputField label="Full Name" name="fullName" autoComplete="name" />
        <InputField label="Company Name" name="companyName" autoComplete="organization" />
        <InputField label="Email Address" name="email" type="email" autoComplete="email" />
        <InputField label="Password" name="password" type="password" autoComplete="new-password" />
        <Button className="w-full">Create Account</Button>
      </form>
      <p id="register-note" className="mt-4 text-sm text-slate-600">
        Registration requires approval from our team. Once approved you receive an invitation email to set your
        password.
      </p>
      <p className="mt-4 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link href="/login" className="font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
