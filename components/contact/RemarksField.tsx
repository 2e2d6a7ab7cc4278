'use client';
import { useController } from 'react-hook-form';
import { MAX_LENGTH, type ContactProblem } from '@/lib/contact/schema';
import type { ContactControl } from './ContactField';
import type { ContactFormClasses } from './contactFormStyles';
import OutlinedField from './OutlinedField';

type Props = {
  control: ContactControl;
  label: string;
  problems: Record<ContactProblem, string>;
  classes: ContactFormClasses;
};

/** Free remarks or questions, with a character counter against the 4000 allowed. */
export default function RemarksField({ control, label, problems, classes }: Props) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name: 'remarks' });
  const problem = fieldState.error?.message as ContactProblem | undefined;
  const count = `${field.value.length} / ${MAX_LENGTH.remarks}`;
  return (
    <OutlinedField
      label={label}
      multiline
      maxLength={MAX_LENGTH.remarks}
      message={problem ? `${problems[problem]} (${count})` : count}
      state={problem ? 'error' : undefined}
      field={field}
      inputRef={ref}
      classes={classes}
    />
  );
}
