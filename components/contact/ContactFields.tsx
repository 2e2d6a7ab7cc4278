'use client';
// The contact form's inputs: its text fields, the remarks box, the CV switch and the honeypot.
import { useId, type InputHTMLAttributes } from 'react';
import { useController, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { MAX_LENGTH, withName, type ContactInput, type ContactProblem } from '@/lib/contact/fields';
import type { ContactData } from '@/lib/contact/schema';
import Switch from '@/components/ui/form/Switch';
import TextField from '@/components/ui/form/TextField';
import styles from './ContactFields.module.css';

type ContactControl = Control<ContactInput, unknown, ContactData>;
type Problems = Record<ContactProblem, string>;

/** The message once valid has the typed name in its slot; `empty` is an optional field's hint. */
export type FieldText = { label: string; valid: string; empty?: string; placeholder?: string };

type FieldProps = {
  control: ContactControl;
  name: 'name' | 'company' | 'phone' | 'email';
  problems: Problems;
} & FieldText &
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'required'>;

export function ContactField(props: FieldProps) {
  const { control, name, problems, valid, empty, ...input } = props;
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name });
  const touched = fieldState.isTouched;
  const value = field.value.trim();
  const problem = touched ? (fieldState.error?.message as ContactProblem | undefined) : undefined;
  const hint = touched && !problem && value === '' ? empty : undefined;
  let message = touched ? (hint ?? withName(valid, value)) : '';
  if (problem) message = problems[problem] ?? problem;
  const state = problem ? 'error' : touched && hint === undefined ? 'success' : undefined;
  return (
    <TextField
      {...input}
      maxLength={MAX_LENGTH[name]}
      message={message}
      state={state}
      field={field}
      inputRef={ref}
    />
  );
}

type RemarksProps = { control: ContactControl; label: string; problems: Problems };

export function RemarksField({ control, label, problems }: RemarksProps) {
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

export type CvSwitchText = { question: string; no: string; yes: string };

export function CvSwitch({ control, text }: { control: ContactControl; text: CvSwitchText }) {
  const {
    field: { ref, ...field },
  } = useController({ control, name: 'sendCV' });
  const questionId = useId();
  const answerId = useId();
  return (
    <div>
      <p id={questionId} className={styles.question}>
        {text.question}
      </p>
      <Switch
        name={field.name}
        checked={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={ref}
        labelledBy={`${questionId} ${answerId}`}
      >
        <span id={answerId}>{field.value ? text.yes : text.no}</span>
      </Switch>
    </div>
  );
}

// Hidden from people, screen readers and autofill, so a value means a robot. Some browsers ignore
// autocomplete="off", hence the password managers' own opt-outs.
export function Honeypot({ label, ...field }: { label: string } & UseFormRegisterReturn<'topic'>) {
  return (
    <div aria-hidden className={styles.honeypot}>
      <label>
        {label}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
          {...field}
        />
      </label>
    </div>
  );
}
