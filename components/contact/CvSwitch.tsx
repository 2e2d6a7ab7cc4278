'use client';
// The contact form's yes/no switch for asking to be sent the consultant's CV.
import { useId } from 'react';
import { useController } from 'react-hook-form';
import Switch from '@/components/ui/form/Switch';
import type { ContactControl } from './ContactField';
import styles from './CvSwitch.module.css';

export type CvSwitchText = { question: string; no: string; yes: string };

type Props = { control: ContactControl; text: CvSwitchText };

/** Whether the visitor wants the CV: a switch that reads "no" until it is turned on. */
export default function CvSwitch({ control, text }: Props) {
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
