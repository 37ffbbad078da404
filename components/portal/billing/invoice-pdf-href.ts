/** The PDF of one invoice (route handler under the billing area; it checks who may read it). */
export const invoicePdfHref = (invoice: { id: string }) => `/billing/invoices/${invoice.id}/pdf`;
