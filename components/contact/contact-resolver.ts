import { zodResolver } from '@hookform/resolvers/zod';
import { contactSchema } from '@/lib/contact/schema';

/** The contact form's validation: loaded by ContactForm on the visitor's first focus. */
export const contactResolver = zodResolver(contactSchema);
