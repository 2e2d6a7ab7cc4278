// What the contact form's own code knows of its fields; the rules (schema.ts) load on first focus.
import type { FieldValues, Resolver } from 'react-hook-form';

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

/** What the form holds while the visitor types; `topic` is the honeypot. */
export type ContactInput = {
  name: string;
  company: string;
  phone: string;
  email: string;
  remarks: string;
  sendCV: boolean;
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

// The server translates messages without knowing the visitor's name: the browser fills this in.
export const NAME_SLOT = '{name}';

export const withName = (message: string, name: string): string =>
  message.split(NAME_SLOT).join(name);

// Loads the rules on the visitor's first move into the form, so readers never download them;
// until then the untouched form is not valid, for `problem`'s reason.
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  problem: { field: string; message: string },
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const start = () => (loading ??= load());
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    if (!loading) {
      return {
        values: {},
        errors: { [problem.field]: { type: 'required', message: problem.message } },
      } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
    }
    return (await loading)(values, context, options);
  };
  return { resolver, start };
}
