import { useId, type ChangeEvent, type InputHTMLAttributes, type RefCallback } from 'react';
import type { ContactFormClasses } from './contactFormStyles';

/** What react-hook-form's controller gives a field's control. */
type Binding = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
};

type Props = {
  label: string;
  /** The line under the field; an empty one keeps its height, so the form does not jump. */
  message: string;
  state?: 'error' | 'success';
  /** Remarks: a growing text area with its counter at the end of the message line. */
  multiline?: boolean;
  field: Binding;
  inputRef: RefCallback<HTMLInputElement | HTMLTextAreaElement>;
  classes: ContactFormClasses;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'required' | 'maxLength' | 'placeholder'
>;

/**
 * An outlined field: the label on its outline, the control wired to the form and described by
 * the message line underneath, which turns red with a problem and green when the field is done.
 */
export default function OutlinedField(props: Props) {
  const { label, message, state, multiline, field, inputRef, classes, ...input } = props;
  const id = useId();
  const control = {
    ...input,
    ...field,
    id,
    'aria-invalid': state === 'error',
    'aria-describedby': `${id}-message`,
    className: classes.input,
  };
  return (
    <div className={classes.field} data-error={state === 'error' || undefined}>
      <label htmlFor={id}>
        {label}
        {input.required && <span aria-hidden> *</span>}
      </label>
      {multiline ? (
        <textarea {...control} ref={inputRef} rows={4} />
      ) : (
        <input {...control} ref={inputRef} />
      )}
      <p
        id={`${id}-message`}
        className={multiline ? `${classes.helper} ${classes.counter}` : classes.helper}
        data-state={state}
      >
        {message}
      </p>
    </div>
  );
}
