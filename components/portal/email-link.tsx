import { mailtoHref } from '@/lib/links/mailto';

/** An email address as a mailto: link, or as plain text when it is not a plain address. */
export function EmailLink({ email }: { email: string }) {
  const href = mailtoHref(email);
  if (!href) return <span>{email}</span>;
  return (
    <a className="text-brand-700 underline" href={href}>
      {email}
    </a>
  );
}
