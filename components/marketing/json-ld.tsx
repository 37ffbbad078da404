/**
 * A JSON-LD data block. Browsers never run a `type="application/ld+json"` script, so the
 * static pages' CSP needs no hash for it (scripts/static-csp.ts leaves such blocks out).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // JSON.stringify output with < escaped cannot close the script element.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
