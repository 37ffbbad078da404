import { ButtonLink } from '@/components/ui/button';

export default function MarketingNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-2 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <ButtonLink href="/" className="mt-6">
        Back to the home page
      </ButtonLink>
    </div>
  );
}
