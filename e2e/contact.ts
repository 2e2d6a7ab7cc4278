// What the contact specs share: the form's fields by their labels, the table's requests.
import { expect, type Locator, type Page } from '@playwright/test';
import { PREVIEW_TABLE } from '../lib/preview';
import { CONTACT_TABLE } from '@/scripts/build/table-url/table-url';
import { sampleRequest } from '../lib/contact/sample.test-utils';
import { hydrated } from './hydration';
import { CATALOGS, type Locale } from './text';

/** The contact table: whatever the host, the `contact` path with a SAS (a preview's own table's). */
export const isTable = (url: URL) =>
  [CONTACT_TABLE, PREVIEW_TABLE].some((table) => url.pathname.endsWith(`/${table}`)) &&
  url.searchParams.has('sig');

export function form(page: Page, locale: Locale = 'en') {
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

/** The form, once it runs its own code (hydrated), not the page's HTML alone. */
export async function readyForm(page: Page, locale: Locale = 'en') {
  const element = page.getByRole('form', { name: CATALOGS[locale].ContactForm.label });
  await expect(element).toHaveAttribute('data-hydrated', '');
  return form(page, locale);
}

export async function tabTo(page: Page, target: Locator) {
  for (let step = 0; step < 6; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The send's result inside the form (Next.js has a route announcer with role alert too). */
export const formResult = (page: Page, role: 'status' | 'alert', locale: Locale = 'en') =>
  page.getByRole('form', { name: CATALOGS[locale].ContactForm.label }).getByRole(role);

/** The English contact page, hydrated, with the sample request filled in (its phone as typed). */
export async function openFilledForm(page: Page) {
  await page.goto('/en/contact/');
  await hydrated(page);
  const fields = await readyForm(page);
  const sample = sampleRequest();
  await fields.name.fill(sample.name);
  await fields.company.fill(sample.company);
  await fields.phone.fill('06-12 34 56 78');
  await fields.email.fill(sample.email);
  await fields.remarks.fill(sample.remarks);
  if (sample.sendCV) await fields.cv.check();
  return fields;
}
