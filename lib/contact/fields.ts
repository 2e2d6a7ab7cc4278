// The contact form's fields, limits and problem keys, without the validation code (schema.ts).
/** The longest value each field accepts: nothing longer is ever sent. */
export const MAX_LENGTH = {
  name: 100,
  company: 100,
  phone: 20,
  email: 254,
  remarks: 4000,
} as const;

/** Every problem a field can have, as a message key of the `ContactForm` catalog namespace. */
export const CONTACT_PROBLEMS = [
  'nameRequired',
  'nameTooLong',
  'companyTooLong',
  'phoneInvalid',
  'phoneTooLong',
  'emailInvalid',
  'emailTooLong',
  'remarksTooLong',
] as const;

export type ContactProblem = (typeof CONTACT_PROBLEMS)[number];

/** What the form holds while the visitor types (schema.ts's rules read exactly these). */
export type ContactInput = {
  name: string;
  company: string;
  phone: string;
  email: string;
  remarks: string;
  sendCV: boolean;
  /** The honeypot: empty unless a robot filled it in. */
  topic: string;
};

/** The form as it starts, and as it is emptied after a send. */
export const EMPTY_CONTACT: ContactInput = {
  name: '',
  company: '',
  phone: '',
  email: '',
  remarks: '',
  sendCV: false,
  topic: '',
};
