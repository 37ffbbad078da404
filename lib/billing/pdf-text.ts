// Shared by every PDF the portal draws (invoices, statements, proposals).

/** The built-in fonts cover Latin-1 only: anything else prints as "?" rather than garbage. */
export function pdfText(value: string): string {
  return value.replace(/[^\n\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u20AC]/g, '?');
}
