import type { ReactNode } from 'react';
import type { ContactFormClasses } from './contactFormStyles';

type FrameProps = {
  id: string;
  label: string;
  required?: boolean;
  error: boolean;
  message: string;
  state?: 'error' | 'success';
  extraMessageClass?: string;
  classes: ContactFormClasses;
  children: ReactNode;
};

/** An outlined field: the label on its outline, the control, and the message line underneath. */
export default function FieldFrame(props: FrameProps) {
  const { id, label, required, error, message, state, extraMessageClass, classes, children } =
    props;
  return (
    <div className={classes.field} data-error={error || undefined}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {children}
      {/* An empty line keeps its height, so the form does not jump when the message appears. */}
      <p
        id={`${id}-message`}
        className={[classes.helper, extraMessageClass].filter(Boolean).join(' ')}
        data-state={state}
      >
        {message}
      </p>
    </div>
  );
}
