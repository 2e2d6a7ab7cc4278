'use client';
// The contact form as it runs in the browser: its fields, checks, sending and result.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  EMPTY_CONTACT,
  lazyResolver,
  type ContactInput,
  type ContactProblem,
} from '@/lib/contact/fields';
import type { ContactData } from '@/lib/contact/schema';
import { CONTACT_TABLE_URL, contactSender, type SubmitOutcome } from '@/lib/contact/submit';
import type { ContactRequest } from '@/lib/contact/table-row';
import Alert from '@/components/ui/form/Alert';
import {
  ContactField,
  CvSwitch,
  Honeypot,
  RemarksField,
  type CvSwitchText,
  type FieldText,
} from './ContactFields';
import ResultAlert, { useResultState, type ResultAlertText } from './ResultAlert';
import SubmitButton, { type SubmitButtonText } from './SubmitButton';
import { useEarlyInput } from './use-early-input';
import styles from './ContactForm.module.css';

const FIELDS = [
  { name: 'name', autoComplete: 'name', type: 'text', required: true },
  { name: 'company', autoComplete: 'organization', type: 'text' },
  { name: 'phone', autoComplete: 'tel', type: 'tel', required: true },
  { name: 'email', autoComplete: 'email', type: 'email', required: true },
] as const;

export type ContactFormText = {
  label: string;
  fields: Record<(typeof FIELDS)[number]['name'], FieldText>;
  remarks: string;
  problems: Record<ContactProblem, string>;
  honeypot: string;
  cv: CvSwitchText;
  button: SubmitButtonText;
  result: ResultAlertText;
  /** Only on a preview without a table: its notice, and what it says instead of sending. */
  preview?: { notice: string; title: string; message: string };
};

export type ContactFormIcons = Record<'locked' | 'send' | 'saved' | 'failed', ReactNode> & {
  info?: ReactNode;
};

type Props = {
  text: ContactFormText;
  icons: ContactFormIcons;
  /** Component tests pass a fake, so they never reach the network. */
  submit?: (request: ContactRequest) => Promise<SubmitOutcome>;
};

export default function ContactForm({ text, icons, submit }: Props) {
  // One sender per form, so that it recognises a resend of the same request.
  const [sendToTable] = useState(() => contactSender(CONTACT_TABLE_URL));
  const sendRequest = submit ?? sendToTable;
  const [validation] = useState(() =>
    lazyResolver<ContactInput, ContactData>(
      () => import('@/lib/contact/schema').then((module) => module.contactResolver),
      { field: 'name', message: 'nameRequired' },
    ),
  );
  const { control, register, handleSubmit, reset, setFocus, setValue, formState } = useForm<
    ContactInput,
    unknown,
    ContactData
  >({ resolver: validation.resolver, mode: 'onTouched', defaultValues: EMPTY_CONTACT });
  const { result, show } = useResultState();
  const button = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEarlyInput(form, setValue, validation.start);
  // On this mark the send row swaps its no-scripts notice for the button (and tests wait for it).
  useEffect(() => {
    form.current?.setAttribute('data-hydrated', '');
  }, []);

  // Disabling the send button drops keyboard focus: give it back once the outcome is known.
  const { isSubmitting } = formState;
  useEffect(() => {
    if (isSubmitting || result.status === 'Idle') return;
    if (document.activeElement && document.activeElement !== document.body) return;
    if (result.status === 'Error') button.current?.focus();
    else setFocus('name');
  }, [isSubmitting, result, setFocus]);

  const send = handleSubmit(async ({ topic, ...request }) => {
    // A preview without a table keeps what was typed, to try again.
    if (text.preview) return show('Preview', request.name);
    // A robot filled in the honeypot: it is told the message was saved, and nothing is sent.
    const outcome = topic === '' ? await sendRequest(request) : 'Saved';
    show(outcome, request.name);
    if (outcome === 'Saved') reset();
  });

  return (
    <form
      ref={form}
      noValidate
      aria-label={text.label}
      onSubmit={send}
      onFocus={() => void validation.start()}
      className={styles.form}
    >
      {text.preview && (
        <Alert severity="info" role="note" icon={icons.info} title={text.preview.title}>
          {text.preview.notice}
        </Alert>
      )}
      {FIELDS.map(({ name, ...input }) => (
        <ContactField
          key={name}
          control={control}
          problems={text.problems}
          name={name}
          {...text.fields[name]}
          {...input}
        />
      ))}
      <RemarksField control={control} label={text.remarks} problems={text.problems} />
      <CvSwitch control={control} text={text.cv} />
      <Honeypot label={text.honeypot} {...register('topic')} />
      <SubmitButton
        ready={formState.isValid}
        sending={isSubmitting}
        ref={button}
        failed={result.status === 'Error'}
        text={text.button}
        icons={icons}
      />
      <ResultAlert result={result} text={text.result} preview={text.preview} icons={icons} />
    </form>
  );
}
