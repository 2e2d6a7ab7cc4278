'use client';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ContactControl } from './ContactField';
import type { ContactFormClasses } from './contactFormStyles';

export type CvSwitchText = { question: string; no: string; yes: string };

type Props = { control: ContactControl; text: CvSwitchText; classes: ContactFormClasses };

/** Whether the visitor wants the CV: a switch that reads "no" until it is turned on. */
export default function CvSwitch({ control, text, classes }: Props) {
  const {
    field: { ref, ...field },
  } = useController({ control, name: 'sendCV' });
  const questionId = useId();
  const answerId = useId();
  return (
    <div>
      <p id={questionId} className={classes.question}>
        {text.question}
      </p>
      <label className={classes.switchLabel}>
        <span className={classes.switchTrack}>
          <input
            type="checkbox"
            role="switch"
            name={field.name}
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            ref={ref}
            aria-labelledby={`${questionId} ${answerId}`}
          />
          <span />
        </span>
        <span id={answerId}>{field.value ? text.yes : text.no}</span>
      </label>
    </div>
  );
}
