import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import en from '../messages/en.json';
import nl from '../messages/nl.json';
import profile from '../content/profile.json';

const CATALOGS = { en, nl } as const;

const START = new Date('2026-11-20T10:00:00');

/** Fake timers that only move when the test says so: set up before the page loads. */
async function stopTime(page: Page) {
  await page.clock.install({ time: START });
  // Ahead of the clock, which runs until it is paused, even on a slow machine.
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

/** The contact table: whatever host the build points at, it is the `contact` path with a SAS. */
const isTable = (url: URL) => url.pathname.endsWith('/contact') && url.searchParams.has('sig');

function form(page: Page, locale: keyof typeof CATALOGS = 'en') {
  const t = CATALOGS[locale].ContactForm;
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: false });
  return {
    name: field(t.name),
    company: field(t.company),
    phone: field(t.phone),
    email: field(t.email),
    remarks: field(t.remarks),
    cv: page.getByRole('switch', { name: CATALOGS[locale].CvSwitch.question, exact: false }),
    send: page.getByRole('button', { name: CATALOGS[locale].SubmitButton.send, exact: true }),
  };
}

/** The result banner inside the form (Next.js has a route announcer with role alert too). */
const banner = (page: Page, role: 'status' | 'alert') =>
  page.getByRole('form', { name: 'Contact form' }).getByRole(role);

async function fillValid(page: Page) {
  const fields = form(page);
  await fields.name.fill('Jan Jansen');
  await fields.company.fill('Voorbeeld B.V.');
  await fields.phone.fill('06-12 34 56 78');
  await fields.email.fill('jan@example.nl');
  await fields.remarks.fill('Graag een afspraak.');
  await fields.cv.check();
  return fields;
}

const messages = {
  en: {
    name: 'You did not enter a name',
    thanks: 'Thank you, Jan',
    company: 'You did not enter a company name',
    phone: 'The phone number you entered is incorrect',
    phoneOk: 'Phone number correctly entered',
    email: 'The e-mail address you entered is incorrect',
    emailOk: 'E-mail address correctly entered',
  },
  nl: {
    name: 'U heeft geen naam ingevuld',
    thanks: 'Dank u, Jan',
    company: 'U heeft geen bedrijfsnaam ingevuld',
    phone: 'Het ingevulde telefoonnummer is onjuist',
    phoneOk: 'Telefoonnummer correct ingevuld',
    email: 'Het ingevulde e-mailadres is onjuist',
    emailOk: 'E-mailadres correct ingevuld',
  },
} as const;

for (const locale of ['en', 'nl'] as const) {
  test(`validation messages appear under the fields once left, in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}/contact/`);
    const fields = form(page, locale);
    const expected = messages[locale];

    await fields.name.focus();
    await expect(fields.name).not.toHaveAccessibleDescription(expected.name);
    await fields.company.focus();
    await expect(fields.name).toHaveAccessibleDescription(expected.name);
    await expect(page.getByText(expected.name)).toBeVisible();

    await fields.name.fill(' Jan ');
    await expect(fields.name).toHaveAccessibleDescription(expected.thanks);

    await fields.phone.focus();
    await expect(fields.company).toHaveAccessibleDescription(expected.company);

    await fields.phone.fill('+32 6 12345678');
    await fields.email.focus();
    await expect(fields.phone).toHaveAccessibleDescription(expected.phone);
    await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
    await fields.phone.fill('+31 6 12345678');
    await expect(fields.phone).toHaveAccessibleDescription(expected.phoneOk);

    await fields.email.fill('jan@example.n');
    await fields.remarks.focus();
    await expect(fields.email).toHaveAccessibleDescription(expected.email);
    await fields.email.fill('jan@example.nl');
    await expect(fields.email).toHaveAccessibleDescription(expected.emailOk);
  });
}

test('the send button is locked until name, phone and e-mail are valid', async ({ page }) => {
  await page.goto('/en/contact/');
  const fields = form(page);
  await expect(fields.send).toBeDisabled();
  await expect(fields.send.getByTestId('LockOutlinedIcon')).toBeVisible();
  await expect(fields.phone).toHaveAttribute('placeholder', '+31 6 12345678');

  await fields.name.fill('Jan');
  await fields.phone.fill('0612345678');
  await expect(fields.send).toBeDisabled();
  await fields.email.fill('jan@example.nl');
  await expect(fields.send).toBeEnabled();
  await expect(fields.send.getByTestId('SendIcon')).toBeVisible();

  await fields.phone.fill('061234567');
  await expect(fields.send).toBeDisabled();
});

test('remarks count their characters and the CV switch reads no, then yes', async ({ page }) => {
  await page.goto('/en/contact/');
  const fields = form(page);
  await expect(page.getByText('0 / 4000')).toBeVisible();
  await fields.remarks.fill('Hello');
  await expect(page.getByText('5 / 4000')).toBeVisible();
  await expect(fields.cv).not.toBeChecked();
  await expect(page.getByText('No', { exact: true })).toBeVisible();
  await fields.cv.press('Space');
  await expect(fields.cv).toBeChecked();
  await expect(page.getByText('Yes', { exact: true })).toBeVisible();
});

test('a 201 saves: the exact entity is posted, the fields are emptied', async ({ page }) => {
  const posted: { body: unknown; headers: Record<string, string> }[] = [];
  await page.route(isTable, async (route) => {
    posted.push({ body: route.request().postDataJSON(), headers: route.request().headers() });
    await route.fulfill({ status: 201, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await page.goto('/en/contact/');
  const fields = await fillValid(page);
  await fields.send.click();

  const saved = banner(page, 'status');
  await expect(saved).toContainText('Thank you');
  await expect(saved).toContainText('Your information was sent successfully.');
  await expect(fields.name).toHaveValue('');
  await expect(fields.remarks).toHaveValue('');
  await expect(fields.cv).not.toBeChecked();
  await expect(fields.send).toBeDisabled();

  expect(posted).toHaveLength(1);
  expect(posted[0]?.body).toEqual({
    PartitionKey: 'contact',
    RowKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    contactName: 'Jan Jansen',
    contactCompany: 'Voorbeeld B.V.',
    contactPhone: '+31612345678',
    contactMail: 'jan@example.nl',
    contactQuestion: 'Graag een afspraak.',
    sendCV: true,
  });
  expect(posted[0]?.headers).toMatchObject({
    accept: 'application/json;odata=nometadata',
    'content-type': 'application/json',
    'x-ms-version': '2019-02-02',
  });
  expect(posted[0]?.headers).not.toHaveProperty('prefer');
});

test('a 500 is an error that keeps every value; the banner goes after 5 s', async ({ page }) => {
  await stopTime(page);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route(isTable, (route) =>
    route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': '*' } }),
  );
  await page.goto('/en/contact/');
  const fields = await fillValid(page);
  await fields.send.click();

  const alert = banner(page, 'alert');
  await expect(alert).toContainText('Unfortunately');
  await expect(alert).toContainText(
    `Jan Jansen, this information was not sent. Please try again or send an e-mail to ${profile.email}.`,
  );
  // The internal message reaches the console, never the visitor.
  await expect(alert).not.toContainText('Onverwacht');
  expect(logged.join('\n')).toContain('Onverwacht fout 500');
  await expect(fields.name).toHaveValue('Jan Jansen');
  await expect(fields.phone).toHaveValue('06-12 34 56 78');
  await expect(fields.remarks).toHaveValue('Graag een afspraak.');
  await expect(fields.cv).toBeChecked();
  const resend = page.getByRole('button', { name: 'Send again' });
  await expect(resend).toBeEnabled();

  await page.clock.runFor(4999);
  await expect(alert).toBeVisible();
  await page.clock.runFor(1);
  await expect(alert).toBeHidden();
  await expect(fields.send).toBeEnabled();
  await expect(fields.name).toHaveValue('Jan Jansen');
});

test('a request without an answer is aborted after 15 s and is an error', async ({ page }) => {
  await stopTime(page);
  const pending: Route[] = [];
  await page.route(isTable, (route) => {
    pending.push(route); // never answered
  });
  await page.goto('/en/contact/');
  const fields = await fillValid(page);
  await fields.send.click();

  const sending = page.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await expect(sending.getByRole('progressbar', { includeHidden: true })).toBeAttached();
  await page.clock.runFor(14_999);
  await expect(sending).toBeVisible();
  await expect(banner(page, 'alert')).toBeHidden();

  await page.clock.runFor(1);
  await expect(banner(page, 'alert')).toContainText('Unfortunately');
  await expect(fields.email).toHaveValue('jan@example.nl');
  await expect(page.getByRole('button', { name: 'Send again' })).toBeEnabled();
  expect(pending).toHaveLength(1);
});

test('the honeypot is never reached by keyboard, and a filled one sends nothing', async ({
  page,
}) => {
  let requests = 0;
  await page.route(isTable, (route) => {
    requests += 1;
    return route.fulfill({ status: 201, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await page.goto('/en/contact/');
  const fields = await fillValid(page);
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');

  await fields.cv.focus();
  await page.keyboard.press('Tab');
  await expect(fields.send).toBeFocused();

  await honeypot.fill('http://spam.example', { force: true });
  await fields.send.click();
  await expect(banner(page, 'status')).toContainText('Thank you');
  expect(requests).toBe(0);
});

test('the privacy statement works by keyboard alone', async ({ page }) => {
  await page.goto('/en/contact/');
  const trigger = page.getByRole('button', { name: 'Privacy statement' });
  const dialog = page.getByRole('alertdialog', { name: 'Privacy statement' });
  const close = dialog.getByRole('button', { name: 'Close' });

  await page.getByRole('main').getByRole('link', { name: profile.email }).focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveCount(6);
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(600);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  for (
    let presses = 0;
    presses < 4 && !(await close.evaluate((b) => b === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('alternative contact details link to phone and e-mail', async ({ page }) => {
  await page.goto('/nl/contact/');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Liever bellen of mailen?' }),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: profile.phone })).toHaveAttribute(
    'href',
    `tel:${profile.phone.replace(/\s/g, '')}`,
  );
  await expect(main.getByRole('link', { name: profile.email })).toHaveAttribute(
    'href',
    `mailto:${profile.email}`,
  );
});

test.describe('layout', () => {
  test('wide: the form is at most 500 px with the owner picture beside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/contact/');
    const formBox = (await page.getByRole('form', { name: 'Contact form' }).boundingBox())!;
    expect(formBox.width).toBeLessThanOrEqual(500);
    const picture = page.getByRole('img', { name: `Portrait of ${profile.name}` });
    await expect(picture).toBeVisible();
    expect((await picture.boundingBox())!.x).toBeGreaterThan(formBox.x + formBox.width);
  });

  test('narrow: no picture, the form fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/contact/');
    await expect(page.getByRole('img', { name: `Portrait of ${profile.name}` })).toBeHidden();
    const formBox = (await page.getByRole('form', { name: 'Contact form' }).boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(390);
  });
});

for (const scheme of ['light', 'dark', 'contrast'] as const) {
  test(`messages, banners and the privacy dialog pass axe in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => {
      localStorage.setItem('mui-mode', chosen === 'light' ? 'light' : 'dark');
      localStorage.setItem('mui-color-scheme-dark', chosen === 'light' ? 'dark' : chosen);
    }, scheme);
    let status = 500;
    await page.route(isTable, (route) =>
      route.fulfill({ status, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.goto('/en/contact/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    // High contrast promises WCAG AAA (7:1) for text: axe checks it there on top of its defaults.
    const axe = () =>
      scheme === 'contrast'
        ? new AxeBuilder({ page }).options({
            rules: { 'color-contrast-enhanced': { enabled: true } },
          })
        : new AxeBuilder({ page });
    const violations = async () =>
      (await axe().analyze()).violations.map(({ id, nodes }) => ({
        id,
        targets: nodes.map((node) => node.target.join(' ')),
      }));

    const fields = form(page);
    await fields.name.fill('Jan');
    await fields.phone.fill('12');
    await fields.company.focus();
    await fields.email.focus();
    await fields.remarks.focus();
    await expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
    expect(await violations()).toEqual([]);

    await fillValid(page);
    await fields.send.click();
    await expect(banner(page, 'alert')).toBeVisible();
    expect(await violations()).toEqual([]);

    status = 201;
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(banner(page, 'status')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.getByRole('button', { name: 'Privacy statement' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
