import { ButtonLink } from '@/components/ui/button';

/** A detail page whose id names nothing ('Client Not Found', 'Project not found'). */
export function RecordNotFound({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: { href: string; label: string };
}) {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
      <ButtonLink href={back.href} className="mt-6">
        {back.label}
      </ButtonLink>
    </div>
  );
}
