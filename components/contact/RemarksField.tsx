'use client';
import TextField from '@mui/material/TextField';
import { useController } from 'react-hook-form';
import { MAX_LENGTH, type ContactProblem } from '@/lib/contact/schema';
import type { ContactControl } from './ContactField';

type Props = { control: ContactControl; label: string; problems: Record<ContactProblem, string> };

/** Free remarks or questions, with a character counter against the 4000 allowed. */
export default function RemarksField({ control, label, problems }: Props) {
  const { field, fieldState } = useController({ control, name: 'remarks' });
  const problem = fieldState.error?.message as ContactProblem | undefined;
  const count = `${field.value.length} / ${MAX_LENGTH.remarks}`;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      multiline
      minRows={4}
      fullWidth
      error={Boolean(problem)}
      helperText={problem ? `${problems[problem]} (${count})` : count}
      slotProps={{
        htmlInput: { maxLength: MAX_LENGTH.remarks },
        formHelperText: { sx: { textAlign: 'end' } },
      }}
    />
  );
}
