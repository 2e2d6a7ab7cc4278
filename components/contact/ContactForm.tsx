'use client';
// The contact form as it runs in the browser: its fields, checks, sending and result.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_TABLE_URL } from '@/lib/contact/endpoint';
import { EMPTY_CONTACT, MAX_LENGTH, type ContactProblem } from '@/lib/contact/fields';
import { lazyResolver } from '@/lib/contact/lazy-resolver';
import type { ContactInput } from '@/lib/contact/fields';
import type { ContactData } from '@/lib/contact/schema';
import { contactSender } from '@/lib/contact/sender';
import type { SubmitOutcome } from '@/lib/contact/submit';
import type { ContactRequest } from '@/lib/contact/table-row';
import Alert from '@/components/ui/form/Alert';
import ContactField, { type FieldText } from './ContactField';
import CvSwitch, { type CvSwitchText } from './CvSwitch';
import Honeypot from './Honeypot';
import RemarksField from './RemarksField';
import ResultAlert, { type ResultAlertText } from './ResultAlert';
import SubmitButton, { type SubmitButtonText } from './SubmitButton';
import { useEarlyInput } from './use-early-input';
import { useResultState } from './use-result-state';
import styles from './ContactForm.module.css';

/** The text fields in order, with what browsers need to fill them in. */
const FIELDS = [
  { name: 'name', autoComplete: 'name', type: 'text', required: true },
  { name: 'company', autoComplete: 'organization', type: 'text' },
  { name: 'phone', autoComplete: 'tel', type: 'tel', required: true },
  { name: 'email', autoComplete: 'email', type: 'email', required: true },
] as const;

type Field = (typeof FIELDS)[number]['name'];

export type ContactFormText = {
  label: string;
  fields: Record<Field, FieldText>;
  remarks: string;
  problems: Record<ContactProblem, string>;
  honeypot: string;
  cv: CvSwitchText;
  button: SubmitButtonText;
  result: ResultAlertText;
  /** Only on a preview without a table: its notice, and what it says instead of sending. */
  preview?: { notice: string; title: string; message: string };
};

/** Icons from the server parent (contact-form-icons.tsx). */
export type ContactFormIcons = Record<'locked' | 'send' | 'saved' | 'failed', ReactNode> & {
  info?: ReactNode;
};

type Props = {
  text: ContactFormText;
  icons: ContactFormIcons;
  /** Sends a request; component tests pass a fake so they never reach the network. */
  submit?: (request: ContactRequest) => Promise<SubmitOutcome>;
};

/** The contact form: validates as the visitor goes, sends to the table and shows the outcome. */
export default function ContactForm({ text, icons, submit }: Props) {
  // One sender per form: it recognises a resend of the same request (see contactSender).
  const [sendToTable] = useState(() => contactSender(CONTACT_TABLE_URL));
  const sendRequest = submit ?? sendToTable;
  // The rules load on the first focus in the form (see lazyResolver).
  const [validation] = useState(() =>
    lazyResolver<ContactInput, ContactData>(
      () => import('./contact-resolver').then((module) => module.contactResolver),
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

  // Typed into the page's HTML form before this code ran.
  useEarlyInput(form, setValue, validation.start);
  // Marks the form as running its own code; the end-to-end tests wait for it before they use it.
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
    // A preview without a table sends nothing, and keeps what was typed to try again.
    if (text.preview) return show('Preview', request.name);
    // A filled-in honeypot means a robot: it is told the message was saved, and nothing is sent.
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
          maxLength={MAX_LENGTH[name]}
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
