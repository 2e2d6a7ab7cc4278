import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import en from '@/messages/en.json';
import type { SubmitOutcome } from '@/lib/contact/submit';
import type { ContactRequest } from '@/lib/contact/table-row';
import ContactForm, { type ContactFormText } from './ContactForm';
import ContactFormIsland from './ContactFormIsland';
import { contactFormIcons } from './contact-form-icons';
import { contactFormText } from './contact-form-text';

jest.mock('next-intl/server', () =>
  jest.requireActual('./translations.test-utils').translationsIn('en'),
);

let text: ContactFormText;
beforeAll(async () => {
  text = await contactFormText(false);
});

// The form's code runs as a React root of its own that the island starts on the visitor's first
// focus, outside anything a test could wrap in act(), as in the browser: waitFor sees its result.
type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => ((globalThis as ActEnvironment).IS_REACT_ACT_ENVIRONMENT = false));

/**
 * The contact page as it arrives: the island's box holding the server's form, the page's React
 * hydrated around it, and nothing of the form's own code run yet.
 */
async function pageWithForm() {
  const submit = jest.fn<Promise<SubmitOutcome>, [ContactRequest]>(async () => 'Saved');
  const props = { text, icons: contactFormIcons(false), submit };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = `<div>${renderToString(<ContactForm {...props} />)}</div>`;
  await act(
    async () => void render(<ContactFormIsland {...props} />, { container, hydrate: true }),
  );
  const form = screen.getByRole('form', { name: text.label });
  const field = (name: string) => {
    const element = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
    if (!element) throw new Error(`the form has no field named ${name}`);
    return element;
  };
  return { submit, form, field };
}

/**
 * Typing into the page's HTML form before its code has come: the value changes and the focus
 * moves on, and nothing waits for the code, which the first focus has only asked for.
 */
function typeAhead(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.focus();
  field.value = value;
}

const send = () => userEvent.click(screen.getByRole('button', { name: en.SubmitButton.send }));

it('takes over everything typed before its code ran: every field and the CV switch', async () => {
  const { submit, form, field } = await pageWithForm();
  expect(form).not.toHaveAttribute('data-hydrated');
  typeAhead(field('name'), 'Jan Jansen');
  typeAhead(field('company'), 'Voorbeeld');
  typeAhead(field('phone'), '06-12 34 56 78');
  typeAhead(field('email'), 'jan@example.nl');
  typeAhead(field('remarks'), 'Graag een afspraak.');
  (field('sendCV') as HTMLInputElement).checked = true;

  await waitFor(() => expect(form).toHaveAttribute('data-hydrated'));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: en.SubmitButton.send })).toBeEnabled(),
  );
  await send();
  expect(submit).toHaveBeenCalledWith({
    name: 'Jan Jansen',
    company: 'Voorbeeld',
    phone: '+31612345678',
    email: 'jan@example.nl',
    remarks: 'Graag een afspraak.',
    sendCV: true,
  });
});

it('sends nothing when the honeypot was filled before the code ran', async () => {
  const { submit, form, field } = await pageWithForm();
  typeAhead(field('name'), 'Jan Jansen');
  typeAhead(field('phone'), '06-12 34 56 78');
  typeAhead(field('email'), 'jan@example.nl');
  field('topic').value = 'http://spam.example';

  await waitFor(() => expect(form).toHaveAttribute('data-hydrated'));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: en.SubmitButton.send })).toBeEnabled(),
  );
  await send();
  await waitFor(() =>
    expect(screen.getByRole('status')).toHaveTextContent(en.ResultAlert.savedTitle),
  );
  expect(submit).not.toHaveBeenCalled();
});
