import { act, configure, render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import userEvent from '@testing-library/user-event';
import type { SubmitOutcome } from '@/lib/contact/submit';
import type { ContactRequest } from '@/lib/contact/table-row';
import ContactForm, { type ContactFormText } from './ContactForm';
import { contactFormIcons, contactFormText } from './contact-text';
import { RESULT_RESET_MS } from './ResultAlert';
import { profile } from '@/lib/content/profile';
import { sampleRequest } from '@/lib/contact/sample.test-utils';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('en'),
);

let text: ContactFormText;
beforeAll(async () => {
  // The live site's form, whatever the environment the tests run in.
  text = await contactFormText(false);
  // The rules load on the first focus; loaded once here, no test's time goes to their import.
  await import('@/lib/contact/schema');
});

// queueMicrotask stays real: React uses it to check that act() is awaited.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

// Each step waits inside act(), so the next check sees what the visitor would.
configure({ asyncWrapper: (callback) => callback() });

async function step(action: () => Promise<unknown> | void) {
  await act(async () => {
    await action();
    for (let tick = 0; tick < 20; tick += 1) await Promise.resolve();
  });
}

const passTime = (ms: number) => act(() => jest.advanceTimersByTime(ms));

type Submit = (request: ContactRequest) => Promise<SubmitOutcome>;

function deferredSubmit() {
  let answer: (outcome: SubmitOutcome) => void = () => undefined;
  const submit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(
    () => new Promise<SubmitOutcome>((resolve) => (answer = resolve)),
  );
  return { submit, answer: (outcome: SubmitOutcome) => step(() => answer(outcome)) };
}

const answering = (outcome: SubmitOutcome) =>
  jest.fn<ReturnType<Submit>, Parameters<Submit>>(async () => outcome);

function renderForm(submit = answering('Saved'), formText = text, icons = contactFormIcons(false)) {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<ContactForm text={formText} icons={icons} submit={submit} />);
  const field = (label: string) =>
    screen.getByRole('textbox', { name: (name) => name.startsWith(label) });
  const fields = {
    name: field(en.ContactForm.name),
    company: field(en.ContactForm.company),
    phone: field(en.ContactForm.phone),
    email: field(en.ContactForm.email),
    remarks: field(en.ContactForm.remarks),
  };
  const visitor = {
    type: (element: Element, value: string) => step(() => user.type(element, value)),
    clear: (element: Element) => step(() => user.clear(element)),
    click: (element: Element) => step(() => user.click(element)),
    fillRequired: async () => {
      await visitor.type(fields.name, '  Jan Jansen ');
      await visitor.type(fields.phone, '06-12 34 56 78');
      await visitor.type(fields.email, 'jan@example.nl');
    },
  };
  return { visitor, submit, fields };
}

const button = (name: string) => screen.getByRole('button', { name });

const honeypot = () => document.querySelector<HTMLInputElement>('input[name="topic"]')!;
const cvSwitch = () =>
  screen.getByRole('switch', { name: (name) => name.startsWith(en.CvSwitch.question) });

it('opens with typed, bounded fields, the CV switch off, a locked send and no preview note', () => {
  const { fields } = renderForm();
  const attributes = (field: HTMLElement) =>
    ['type', 'maxlength', 'placeholder'].map((name) => field.getAttribute(name));
  expect(Object.values(fields).map(attributes)).toEqual([
    ['text', '100', null],
    ['text', '100', null],
    ['tel', '20', en.ContactForm.phonePlaceholder],
    ['email', '254', null],
    [null, '4000', null],
  ]);
  expect(fields.remarks).toHaveAccessibleDescription('0 / 4000');
  expect(cvSwitch()).not.toBeChecked();
  expect(cvSwitch()).toHaveAccessibleName(`${en.CvSwitch.question} ${en.CvSwitch.no}`);
  expect(button(en.SubmitButton.send)).toBeDisabled();
  expect(within(button(en.SubmitButton.send)).getByTestId('LockOutlinedIcon')).toBeVisible();
  expect(button(en.SubmitButton.send)).toHaveAccessibleDescription(text.button.locked);
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  expect(screen.queryByText(en.ContactForm.previewNotice)).not.toBeInTheDocument();

  // The honeypot is out of reach for people: screen readers, keyboard and autofill.
  expect(honeypot()).toHaveAttribute('tabindex', '-1');
  expect(honeypot()).toHaveAttribute('autocomplete', 'off');
  // Names that autofill and password managers fill in would drop a person's message.
  expect(honeypot().name).not.toMatch(/web|url|site|home|page|mail|name|phone|tel|addr|company/i);
  for (const optOut of ['data-1p-ignore', 'data-lpignore', 'data-bwignore', 'data-form-type']) {
    expect(honeypot()).toHaveAttribute(optOut);
  }
  expect(honeypot().closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: en.Honeypot.label })).toBeNull();
});

it('shows each field’s message once it is left, and unlocks sending once all are valid', async () => {
  const { visitor, fields } = renderForm();
  await visitor.type(fields.name, ' Jan ');
  expect(fields.name).not.toHaveAccessibleDescription(/Thank you/);

  await visitor.click(fields.company);
  expect(fields.name).toHaveAccessibleDescription(
    createTranslator({ locale: 'en', messages: en })('ContactForm.nameValid', { name: 'Jan' }),
  );
  expect(fields.company).not.toHaveAccessibleDescription(/company/);

  await visitor.click(fields.phone);
  expect(fields.company).toHaveAccessibleDescription(en.ContactForm.companyEmpty);
  expect(fields.company).toBeValid();

  await visitor.type(fields.phone, '06 1234567');
  await visitor.click(fields.email);
  expect(fields.phone).toHaveAccessibleDescription(en.ContactForm.phoneInvalid);
  expect(fields.phone).toBeInvalid();

  await visitor.type(fields.phone, '8');
  expect(fields.phone).toHaveAccessibleDescription(en.ContactForm.phoneValid);

  await visitor.type(fields.email, 'jan@example.n');
  await visitor.click(fields.company);
  expect(fields.email).toHaveAccessibleDescription(en.ContactForm.emailInvalid);
  expect(button(en.SubmitButton.send)).toBeDisabled();
  await visitor.type(fields.email, 'l');
  expect(fields.email).toHaveAccessibleDescription(en.ContactForm.emailValid);
  expect(button(en.SubmitButton.send)).toBeEnabled();
  expect(within(button(en.SubmitButton.send)).getByTestId('SendIcon')).toBeInTheDocument();
  expect(screen.queryByText(text.button.locked)).not.toBeInTheDocument();

  await visitor.type(fields.company, 'Voorbeeld B.V.');
  expect(fields.company).toHaveAccessibleDescription(en.ContactForm.companyValid);

  // Only a Dutch number sends.
  await visitor.clear(fields.phone);
  await visitor.type(fields.phone, '+32 612345678');
  expect(button(en.SubmitButton.send)).toBeDisabled();
  await visitor.clear(fields.phone);
  await visitor.type(fields.phone, '+31 6 12345678');
  expect(button(en.SubmitButton.send)).toBeEnabled();

  await visitor.clear(fields.name);
  expect(fields.name).toHaveAccessibleDescription(en.ContactForm.nameRequired);
  expect(button(en.SubmitButton.send)).toBeDisabled();
});

it('sends the cleaned values with a spinner, then shows success and empties the form', async () => {
  const { submit, answer } = deferredSubmit();
  const { visitor, fields } = renderForm(submit);
  await visitor.fillRequired();
  await visitor.type(fields.company, 'Voorbeeld B.V.');
  await visitor.type(fields.remarks, 'Graag een afspraak.');
  expect(fields.remarks).toHaveAccessibleDescription(`${'Graag een afspraak.'.length} / 4000`);
  await visitor.click(cvSwitch());
  expect(cvSwitch()).toHaveAccessibleName(`${en.CvSwitch.question} ${en.CvSwitch.yes}`);
  await visitor.click(button(en.SubmitButton.send));

  // Trimmed, and the phone number in international form.
  expect(submit).toHaveBeenCalledWith(sampleRequest());
  const sending = button(en.SubmitButton.sending);
  expect(sending).toBeDisabled();
  expect(within(sending).getByRole('progressbar', { hidden: true })).toBeInTheDocument();

  await answer('Saved');
  expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
  const banner = screen.getByRole('status');
  expect(banner).toHaveTextContent(en.ResultAlert.savedTitle);
  expect(banner).toHaveTextContent(en.ResultAlert.savedMessage);
  for (const field of Object.values(fields)) expect(field).toHaveValue('');
  expect(cvSwitch()).not.toBeChecked();
  expect(fields.name).not.toHaveAccessibleDescription(/Thank you/);
  expect(fields.phone).not.toHaveAccessibleDescription(/phone number/i);
  expect(button(en.SubmitButton.send)).toBeDisabled();
});

it('keeps every value on failure, offers to send again, and gives each failure 5 s', async () => {
  const { submit, answer } = deferredSubmit();
  const { visitor, fields } = renderForm(submit);
  await visitor.fillRequired();
  await visitor.type(fields.company, 'Voorbeeld');
  await visitor.click(cvSwitch());
  await visitor.click(button(en.SubmitButton.send));
  await answer('Error');

  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(en.ResultAlert.errorTitle);
  expect(alert).toHaveTextContent(
    createTranslator({ locale: 'en', messages: en })('ResultAlert.errorMessage', {
      name: 'Jan Jansen',
      email: profile.email,
    }),
  );
  expect(Object.values(fields).map((field) => (field as HTMLInputElement).value)).toEqual([
    '  Jan Jansen ',
    'Voorbeeld',
    '06-12 34 56 78',
    'jan@example.nl',
    '',
  ]);
  expect(cvSwitch()).toBeChecked();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  // A second failure starts the 5 s again.
  passTime(4000);
  await visitor.click(button(en.SubmitButton.resend));
  await answer('Error');
  passTime(4000);
  expect(screen.getByRole('alert')).toBeInTheDocument();
  passTime(1000);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(button(en.SubmitButton.send)).toBeEnabled();
});

it.each<[SubmitOutcome, string]>([
  ['Saved', 'status'],
  ['Error', 'alert'],
])('goes back to idle (no banner) 5 s after %s', async (outcome, role) => {
  const { visitor } = renderForm(answering(outcome));
  await visitor.fillRequired();
  await visitor.click(button(en.SubmitButton.send));
  expect(screen.getByRole(role)).toBeInTheDocument();

  passTime(RESULT_RESET_MS - 1);
  expect(screen.getByRole(role)).toBeInTheDocument();
  passTime(1);
  expect(screen.queryByRole(role)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en.SubmitButton.resend })).not.toBeInTheDocument();
});

it('shows success and sends nothing when the honeypot is filled', async () => {
  const { visitor, submit, fields } = renderForm();
  await visitor.fillRequired();
  await visitor.type(honeypot(), 'http://spam.example');
  await visitor.click(button(en.SubmitButton.send));

  expect(screen.getByRole('status')).toHaveTextContent(en.ResultAlert.savedTitle);
  expect(submit).not.toHaveBeenCalled();
  expect(fields.name).toHaveValue('');
});

it('on a preview without a table, says so, sends nothing and keeps what was typed', async () => {
  const preview = await contactFormText(true);
  const submit = answering('Saved');
  const { visitor, fields } = renderForm(submit, preview, contactFormIcons(true));
  expect(screen.getByRole('note')).toHaveTextContent(en.ContactForm.previewNotice);

  await visitor.fillRequired();
  await visitor.click(button(en.SubmitButton.send));
  expect(submit).not.toHaveBeenCalled();
  expect(screen.getByRole('status')).toHaveTextContent(en.ResultAlert.previewTitle);
  expect(screen.getByRole('status')).toHaveTextContent(en.ResultAlert.previewMessage);
  expect(screen.queryByText(en.ResultAlert.savedMessage)).not.toBeInTheDocument();
  expect(fields.email).toHaveValue('jan@example.nl');

  // The button stays usable, to try again.
  await passTime(RESULT_RESET_MS);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(button(en.SubmitButton.send)).toBeEnabled();
});
