'use client';
// A labelled text box with a message line under it, for the site's forms.
import { useId, type ChangeEvent, type InputHTMLAttributes, type RefCallback } from 'react';
import styles from './TextField.module.css';

type Binding = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
};

type Props = {
  label: string;
  /** An empty one keeps its height, so the form does not jump. */
  message: string;
  state?: 'error' | 'success';
  multiline?: boolean;
  field: Binding;
  inputRef: RefCallback<HTMLInputElement | HTMLTextAreaElement>;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'required' | 'maxLength' | 'placeholder'
>;

export default function TextField(props: Props) {
  const { label, message, state, multiline, field, inputRef, ...input } = props;
  const id = useId();
  const control = {
    ...input,
    ...field,
    id,
    'aria-invalid': state === 'error',
    'aria-describedby': `${id}-message`,
    className: styles.control,
  };
  return (
    <div className={styles.field} data-state={state}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required && <span aria-hidden> *</span>}
      </label>
      {multiline ? (
        <textarea {...control} ref={inputRef} rows={4} />
      ) : (
        <input {...control} ref={inputRef} />
      )}
      <p id={`${id}-message`} className={styles.message}>
        {message}
      </p>
    </div>
  );
}
