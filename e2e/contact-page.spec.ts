import profile from '../content/profile.json';
import { tabTo } from './contact';
import { expect, test } from './fixtures';
import { CATALOGS, t } from './text';

test('the privacy statement by keyboard; phone and e-mail beside the form', async ({
  page,
  visit,
}) => {
  const text = CATALOGS.en.PrivacyDialog;
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit('/en/contact/');
  const trigger = page.getByRole('button', { name: text.open });
  const dialog = page.getByRole('alertdialog', { name: text.title });
  const close = dialog.getByRole('button', { name: text.close });
  await expect(page.locator('dialog')).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: profile.email }).focus();
  await page.keyboard.press('Tab');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(text.title);
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(
    Object.values(text.sections).map((section) => section.title),
  );
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(600);
  // Modal: the browser keeps the page behind it out of reach, for pointers and screen readers.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  // A click beside it lands on the backdrop and leaves it open, even after the next key.
  await dialog.evaluate((element) => {
    element.addEventListener('close', () => (element.dataset.closed = 'yes'));
  });
  await page.mouse.click(2, 2);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog).not.toHaveAttribute('data-closed');
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, close);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Its trigger closes it too (behind the open dialog a visitor cannot reach it; a script can).
  await trigger.click();
  await expect(dialog).toBeVisible();
  await trigger.dispatchEvent('click');
  await expect(dialog).toBeHidden();

  // A busy phone may run the next press before it tells the page that Escape closed the dialog:
  // that news is held back here for good, and a press opens it all the same.
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.evaluate(() =>
    window.addEventListener('close', (event) => event.stopImmediatePropagation(), true),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await trigger.click();
  await expect(dialog).toBeVisible();
  await close.click();
  await expect(dialog).toBeHidden();

  // Phone and e-mail beside the form, at most 500 px with the picture beside it; narrow, alone.
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 2, name: CATALOGS.en.AlternativeContact.title }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: profile.phone })).toHaveAttribute(
    'href',
    `tel:${profile.phone.replace(/\s/g, '')}`,
  );
  await expect(main.getByRole('link', { name: profile.email })).toHaveAttribute(
    'href',
    `mailto:${profile.email}`,
  );
  const contactForm = page.getByRole('form', { name: CATALOGS.en.ContactForm.label });
  const picture = page.getByRole('img', {
    name: t('en')('OwnerPicture.alt', { name: profile.name }),
  });
  const formBox = (await contactForm.boundingBox())!;
  expect(formBox.width).toBeLessThanOrEqual(500);
  await expect(picture).toBeVisible();
  expect((await picture.boundingBox())!.x).toBeGreaterThan(formBox.x + formBox.width);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(picture).toBeHidden();
  const narrow = (await contactForm.boundingBox())!;
  expect(narrow.x + narrow.width).toBeLessThanOrEqual(390);
});
