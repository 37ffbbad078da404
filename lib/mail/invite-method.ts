/** The METHOD of a calendar invitation (REQUEST, CANCEL), which the mail's content type names too. */
export function inviteMethod(calendar: string): string {
  return /^METHOD:([A-Z]+)\r?$/m.exec(calendar)?.[1] ?? 'PUBLISH';
}
