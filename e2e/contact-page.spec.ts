import AxeBuilder from '@axe-core/playwright';
import { hydrated } from './hydration';
import { expect, test } from '@playwright/test';
import profile from '../content/profile.json';
import { formResult, fillValid, form, isTable } from './contact';
import { rememberScheme } from './theme-setup';
import { CATALOGS, t } from './text';

test('the privacy statement works by keyboard alone', async ({ page }) => {
  await page.goto('/en/contact/');
  await hydrated(page);
  const text = CATALOGS.en.PrivacyDialog;
  const trigger = page.getByRole('button', { name: text.open });
  const dialog = page.getByRole('alertdialog', { name: text.title });
  const close = dialog.getByRole('button', { name: text.close });

  await page.getByRole('main').getByRole('link', { name: profile.email }).focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(
    Object.values(text.sections).map((section) => section.title),
  );
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
  await hydrated(page);
  await expect(
    page.getByRole('heading', { level: 2, name: CATALOGS.nl.AlternativeContact.title }),
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
    await hydrated(page);
    const formBox = (await page
      .getByRole('form', { name: CATALOGS.en.ContactForm.label })
      .boundingBox())!;
    expect(formBox.width).toBeLessThanOrEqual(500);
    const picture = page.getByRole('img', {
      name: t('en')('OwnerPicture.alt', { name: profile.name }),
    });
    await expect(picture).toBeVisible();
    expect((await picture.boundingBox())!.x).toBeGreaterThan(formBox.x + formBox.width);
  });

  test('narrow: no picture, the form fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/contact/');
    await hydrated(page);
    await expect(
      page.getByRole('img', { name: t('en')('OwnerPicture.alt', { name: profile.name }) }),
    ).toBeHidden();
    const formBox = (await page
      .getByRole('form', { name: CATALOGS.en.ContactForm.label })
      .boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(390);
  });
});

for (const scheme of ['light', 'dark', 'contrast'] as const) {
  test(`messages, results and the privacy dialog pass axe in the ${scheme} theme`, async ({
    page,
  }) => {
    await rememberScheme(page, scheme);
    let status = 500;
    await page.route(isTable, (route) =>
      route.fulfill({ status, headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    await page.goto('/en/contact/');
    await hydrated(page);
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
    await expect(formResult(page, 'alert')).toBeVisible();
    expect(await violations()).toEqual([]);

    status = 201;
    // The failed send's alert gives way to the plain form after a few seconds, which the axe run
    // above can outlast on a slow machine: the button has the resend label until then, the send
    // label after.
    const resend = page.getByRole('button', { name: CATALOGS.en.SubmitButton.resend });
    await resend.or(fields.send).click();
    await expect(formResult(page, 'status')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.getByRole('button', { name: CATALOGS.en.PrivacyDialog.open }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
}
