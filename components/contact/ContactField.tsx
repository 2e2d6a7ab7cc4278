'use client';
// One labelled text box of the contact form: name, company, phone or e-mail.
import type { InputHTMLAttributes } from 'react';
import { useController, type Control } from 'react-hook-form';
import { withName } from '@/lib/contact/name-slot';
import type { ContactProblem } from '@/lib/contact/fields';
import type { ContactInput } from '@/lib/contact/fields';
import type { ContactData } from '@/lib/contact/schema';
import TextField from '@/components/ui/form/TextField';

export type ContactControl = Control<ContactInput, unknown, ContactData>;

/**
 * A field's words: label, message once valid (with the typed name in its slot), an optional
 * field's hint, and a placeholder where it helps.
 */
export type FieldText = { label: string; valid: string; empty?: string; placeholder?: string };

type Props = {
  control: ContactControl;
  name: 'name' | 'company' | 'phone' | 'email';
  maxLength: number;
  problems: Record<ContactProblem, string>;
} & FieldText &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'required'>;

/** A text field of the contact form with its message underneath once the visitor has been there. */
export default function ContactField(props: Props) {
  const { control, name, label, maxLength, problems, valid, empty, ...input } = props;
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const touched = fieldState.isTouched;
  const value = field.value.trim();
  const problem = touched ? (fieldState.error?.message as ContactProblem | undefined) : undefined;
  const hint = touched && !problem && value === '' ? empty : undefined;
  let message = '';
  if (problem) message = problems[problem] ?? problem;
  else if (touched) message = hint ?? withName(valid, value);
  let state: 'error' | 'success' | undefined;
  if (problem) state = 'error';
  else if (touched && hint === undefined) state = 'success';
  return (
    <TextField
      {...input}
      label={label}
      maxLength={maxLength}
      message={message}
      state={state}
      field={field}
      inputRef={ref}
    />
  );
}
