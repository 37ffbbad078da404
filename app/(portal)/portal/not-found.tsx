import { ButtonLink } from '@/components/ui/button';

export default function PortalNotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center px-4 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-600">This page does not exist in the client portal.</p>
      <ButtonLink href="/dashboard" className="mt-6">
        Go to your dashboard
      </ButtonLink>
    </main>
  );
}
