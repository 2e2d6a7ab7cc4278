'use client';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { withName } from '@/lib/contact/name-slot';
import type { ContactData, ContactInput, ContactProblem } from '@/lib/contact/schema';

export type ContactControl = Control<ContactInput, unknown, ContactData>;

/**
 * A field's words: its label; the message once it is valid (a name slot in it gets the typed
 * value); for an optional field the hint when it is left empty; a placeholder where it helps.
 */
export type FieldText = { label: string; valid: string; empty?: string; placeholder?: string };

type Props = {
  control: ContactControl;
  name: 'name' | 'company' | 'phone' | 'email';
  maxLength: number;
  problems: Record<ContactProblem, string>;
} & FieldText &
  Pick<TextFieldProps, 'type' | 'autoComplete' | 'required'>;

/** A text field of the contact form with its message underneath once the visitor has been there. */
export default function ContactField(props: Props) {
  const { control, name, label, maxLength, problems, valid, empty, ...input } = props;
  const { field, fieldState } = useController({ control, name });
  const touched = fieldState.isTouched;
  const value = field.value.trim();
  const problem = touched ? (fieldState.error?.message as ContactProblem | undefined) : undefined;
  const hint = touched && !problem && value === '' ? empty : undefined;
  const succeeded = touched && !problem && hint === undefined;
  // ' ' keeps a line free for the message, so the form does not jump when it appears.
  let message = ' ';
  if (problem) message = problems[problem] ?? problem;
  else if (touched) message = hint ?? withName(valid, value);
  return (
    <TextField
      {...input}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={Boolean(problem)}
      helperText={message}
      fullWidth
      slotProps={{
        htmlInput: { maxLength },
        formHelperText: { sx: succeeded ? { color: 'success.main' } : undefined },
      }}
    />
  );
}
