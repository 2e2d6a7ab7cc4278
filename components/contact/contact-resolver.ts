// The contact form's input checks, kept apart so they load only once needed.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@/lib/contact/schema';

/** The contact form's validation: loaded by ContactForm on the visitor's first focus. */
export const contactResolver = zodResolver(contactSchema);
