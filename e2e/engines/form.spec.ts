// The contact form in this project's engine, against the run's real (in-memory) Azurite.
import { randomUUID } from 'node:crypto';
import { E2E_PORT } from '../../scripts/dev/ports';
import type { EnginePage } from '../../scripts/dev/engines/engine-page';
import { contactRow, readRequests } from '../storage';
import { CATALOGS } from '../text';
import { expect, expectSoon, test } from './fixtures';

const t = CATALOGS.en;
const field = (name: string) => ({ role: 'textbox', name }) as const;

// The name is one no other test uses; `phone` may be what the phone number still lacks.
async function fillIn(engine: EnginePage, phone = '06 12345678') {
  const name = `${engine.engine} visitor ${randomUUID().slice(0, 8)}`;
  await engine.type(field(t.ContactForm.name), name);
  await engine.type(field(t.ContactForm.phone), phone);
  await engine.type(field(t.ContactForm.email), 'visitor@example.com');
  return name;
}

const messageOf = (engine: EnginePage, label: string) =>
  engine.evaluate((label) => {
    const input = [...document.querySelectorAll('input')].find((element) =>
      [...(element.labels ?? [])].some((text) => text.textContent?.includes(label)),
    );
    const id = input?.getAttribute('aria-describedby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  }, label);

const formReady = (engine: EnginePage) =>
  expectSoon(
    () => engine.evaluate(() => !!document.querySelector('form[data-hydrated]')),
    'the form runs',
  );

test('a field says what is wrong, and a request sent is stored in the table', async ({
  visitIn,
}) => {
  const engine = await visitIn('/en/contact/');
  await formReady(engine);
  await engine.type(field(t.ContactForm.phone), '06 12');
  await engine.press('Tab');
  await expectSoon(
    async () => (await messageOf(engine, t.ContactForm.phone)) === t.ContactForm.phoneInvalid,
    'the phone number is called incorrect',
  );

  const name = await fillIn(engine, '345678');
  await engine.click({ role: 'button', name: t.SubmitButton.send });
  await expectBanner(engine, 'status', t.ResultAlert.savedTitle);
  const stored = (await readRequests()).find((request) => request.contactName === name);
  const sent = { name, company: '', email: 'visitor@example.com', remarks: '', sendCV: false };
  expect(stored).toMatchObject(contactRow(sent, String(stored?.RowKey)));
  expect(await engine.scriptErrors()).toEqual([]);
});

const expectBanner = (engine: EnginePage, role: string, title: string) =>
  expectSoon(
    () =>
      engine.evaluate(
        ({ role, title }) =>
          [...document.querySelectorAll(`[role=${role}]`)].some((banner) =>
            banner.textContent?.includes(title),
          ),
        { role, title },
      ),
    `a ${role} saying “${title}”`,
  );

// The test storage lets only 127.0.0.1's origin post: from localhost the browser's POST is
// refused, a real failed send that no other test sees.
test('a send that fails says so and keeps what was typed', async ({ visitIn }) => {
  const engine = await visitIn('/en/contact/', `http://localhost:${E2E_PORT}`);
  await formReady(engine);
  const name = await fillIn(engine);
  await engine.click({ role: 'button', name: t.SubmitButton.send });
  await expectBanner(engine, 'alert', t.ResultAlert.errorTitle);
  const typed = await engine.evaluate(() =>
    [...document.querySelectorAll('input:not([type=checkbox])')]
      .map((input) => (input as HTMLInputElement).value)
      .filter(Boolean),
  );
  expect(typed).toEqual(expect.arrayContaining([name, '06 12345678', 'visitor@example.com']));
  const buttons = await engine.evaluate(() =>
    [...document.querySelectorAll('button')].map((button) => button.textContent?.trim()),
  );
  expect(buttons, 'the send button offers to send again').toContain(t.SubmitButton.resend);
});
