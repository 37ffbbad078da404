import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from './schema';

/**
 * The contact form's browser-side check: the same schema as the server action. Loaded on
 * demand by the form (components/contact/contact-form.tsx) so zod is not part of the page load.
 */
export const contactResolver = zodResolver(contactSchema);
