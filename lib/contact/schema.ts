// The contact form's rules, in zod/mini for its small size; the form loads this file on first focus.
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { MAX_LENGTH, type ContactInput, type ContactProblem } from './fields';

// Typed message keys: a misspelt key is a compile error, not a missing translation.
const problem = (key: ContactProblem) => key;

const PHONE_SEPARATORS = /[\s\-.()]/g;

/** A Dutch number: +31, 0 or 0031, then a digit 1-9 and eight more digits. */
const DUTCH_NUMBER = /^(?:\+31|0031|0)([1-9][0-9]{8})$/;

// No empty domain labels and none starting or ending with a hyphen: no mail server takes them.
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function internationalPhone(typed: string): string | null {
  const match = DUTCH_NUMBER.exec(typed.replace(PHONE_SEPARATORS, ''));
  return match ? `+31${match[1]}` : null;
}

/** The form validates with it and sends what it outputs. */
export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, problem('nameRequired')),
      z.maxLength(MAX_LENGTH.name, problem('nameTooLong')),
    ),
  company: z.string().check(z.trim(), z.maxLength(MAX_LENGTH.company, problem('companyTooLong'))),
  phone: z.pipe(
    z.string().check(
      z.maxLength(MAX_LENGTH.phone, problem('phoneTooLong')),
      z.refine((typed) => internationalPhone(typed) !== null, problem('phoneInvalid')),
    ),
    z.transform((typed: string) => internationalPhone(typed) ?? typed),
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(MAX_LENGTH.email, problem('emailTooLong')),
      z.regex(EMAIL, problem('emailInvalid')),
    ),
  remarks: z.string().check(z.trim(), z.maxLength(MAX_LENGTH.remarks, problem('remarksTooLong'))),
  sendCV: z.boolean(),
  // The honeypot, judged by the form. Autofill ignores this name (unlike `website` or `url`), so a
  // person's message is never taken for a robot's.
  topic: z.string(),
});

// A field added to the form (fields.ts) and not to the rules fails the type check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rulesReadTheForm: Same<z.input<typeof contactSchema>, ContactInput> = true;
void rulesReadTheForm;

/** What a valid form sends: trimmed texts and the phone number as `+31` and nine digits. */
export type ContactData = z.output<typeof contactSchema>;

export const contactResolver = zodResolver(contactSchema);
