import { linkify } from '@/lib/messages/rules';

/** A message's plain text with its http(s) addresses as links; nothing else is markup. */
export function MessageText({ body }: { body: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-line text-slate-800">
      {linkify(body).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} rel="noopener noreferrer nofollow ugc" className="text-brand-700 underline">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
