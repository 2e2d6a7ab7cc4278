'use client';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { MAX_LENGTH, type ContactProblem } from '@/lib/contact/schema';
import type { ContactControl } from './ContactField';
import type { ContactFormClasses } from './contactFormStyles';
import FieldFrame from './FieldFrame';

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
  const id = useId();
  const problem = fieldState.error?.message as ContactProblem | undefined;
  const count = `${field.value.length} / ${MAX_LENGTH.remarks}`;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={Boolean(problem)}
      message={problem ? `${problems[problem]} (${count})` : count}
      state={problem ? 'error' : undefined}
      extraMessageClass={classes.counter}
      classes={classes}
    >
      <textarea
        id={id}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        ref={ref}
        rows={4}
        maxLength={MAX_LENGTH.remarks}
        aria-invalid={Boolean(problem)}
        aria-describedby={`${id}-message`}
        className={classes.input}
      />
    </FieldFrame>
  );
}
