import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import { EMPTY_CONTACT, type ContactInput } from '@/lib/contact/fields';
import type { SubmitOutcome } from '@/lib/contact/submit';
import type { ContactRequest } from '@/lib/contact/table-row';
import { sampleForm, sampleRequest } from '@/lib/contact/sample.test-utils';
import ContactForm, { type ContactFormText } from './ContactForm';
import { contactFormIcons, contactFormText } from './contact-text';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('en'),
);

let text: ContactFormText;
beforeAll(async () => {
  text = await contactFormText(false);
});

// The server's form, typed into before `hydrate` runs the form's code over it.
async function pageWithForm() {
  const submit = jest.fn<Promise<SubmitOutcome>, [ContactRequest]>(async () => 'Saved');
  const props = { text, icons: contactFormIcons(false), submit };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<ContactForm {...props} />);
  const form = screen.getByRole<HTMLFormElement>('form', { name: text.label });
  const field = (name: string) => {
    const element = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!element) throw new Error(`the form has no field named ${name}`);
    return element;
  };
  const hydrate = () =>
    act(async () => void render(<ContactForm {...props} />, { container, hydrate: true }));
  return { submit, form, field, hydrate };
}

function typeAhead(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.focus();
  field.value = value;
}

const send = () => userEvent.click(screen.getByRole('button', { name: en.SubmitButton.send }));

function fillAhead(form: HTMLFormElement, filled: ContactInput) {
  for (const name of Object.keys(filled) as (keyof ContactInput)[]) {
    const value = filled[name];
    if (value === EMPTY_CONTACT[name]) continue;
    const control = form.elements.namedItem(name) as HTMLInputElement | RadioNodeList;
    if (control instanceof RadioNodeList) control.value = String(value);
    else if (typeof value === 'boolean') control.checked = value;
    else typeAhead(control, value);
  }
}

it.each([
  ['sends everything typed before its code ran: every field and the CV switch', ''],
  ['sends nothing when the honeypot was filled before the code ran', 'http://spam.example'],
])('%s', async (_, topic) => {
  const { submit, form, hydrate } = await pageWithForm();
  fillAhead(form, sampleForm({ phone: '06-12 34 56 78', topic }));

  await hydrate();
  expect(form).toHaveAttribute('data-hydrated');
  await waitFor(() =>
    expect(screen.getByRole('button', { name: en.SubmitButton.send })).toBeEnabled(),
  );
  await send();
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(en.ResultAlert.savedTitle),
  );
  expect(submit.mock.calls).toEqual(topic ? [] : [[sampleRequest()]]);
});

it('checks the fields left before hydration, and not yet the one still focused', async () => {
  const { field, hydrate } = await pageWithForm();
  typeAhead(field('name'), 'Jan');
  typeAhead(field('phone'), '12');
  typeAhead(field('email'), 'jan@example');

  await hydrate();
  await waitFor(() =>
    expect(field('phone')).toHaveAccessibleDescription(en.ContactForm.phoneInvalid),
  );
  expect(field('name')).toHaveAccessibleDescription(
    en.ContactForm.nameValid.replace('{name}', 'Jan'),
  );
  expect(field('email')).toHaveFocus();
  expect(field('email')).not.toHaveAccessibleDescription(en.ContactForm.emailInvalid);
});
