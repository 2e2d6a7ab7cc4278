'use client';
// The contact form's free-text box for remarks or questions.
import { useController } from 'react-hook-form';
import { MAX_LENGTH, type ContactProblem } from '@/lib/contact/fields';
import type { ContactControl } from './ContactField';
import TextField from '@/components/ui/form/TextField';

type Props = {
  control: ContactControl;
  label: string;
  problems: Record<ContactProblem, string>;
};

/** Free remarks or questions, with a character counter against the 4000 allowed. */
export default function RemarksField({ control, label, problems }: Props) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'remarks' });
  const problem = fieldState.error?.message as ContactProblem | undefined;
  const count = `${field.value.length} / ${MAX_LENGTH.remarks}`;
  return (
    <TextField
      label={label}
      multiline
      maxLength={MAX_LENGTH.remarks}
      message={problem ? `${problems[problem]} (${count})` : count}
      state={problem ? 'error' : undefined}
      field={field}
      inputRef={ref}
    />
  );
}
