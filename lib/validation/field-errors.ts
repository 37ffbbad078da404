// One way to turn a failed schema check into messages beside the fields, for the server
// actions (lib/actions/action.ts) and for the public contact form's browser check, which
// must say exactly what its server action would. No zod import: the form loads zod on demand.

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message per field (its path joined with dots; "_" for the whole form). */
export function firstErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
