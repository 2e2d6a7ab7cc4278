// The privacy statement in this project's engine: the browser's own modal dialog.
import { CATALOGS } from '../text';
import { expect, expectSoon, test } from './fixtures';

const text = CATALOGS.en.PrivacyDialog;

test('the privacy statement opens as a modal, closes with Escape, opens again and gives focus back', async ({
  visitIn,
}) => {
  const engine = await visitIn('/en/contact/');
  const trigger = { role: 'button', name: text.open } as const;
  const open = () =>
    engine.evaluate(() => document.querySelector('dialog')?.matches(':modal') ?? false);
  const focusOnTrigger = () =>
    engine.evaluate((name) => document.activeElement?.textContent?.trim() === name, text.open);

  await engine.click(trigger);
  await expectSoon(open, 'the statement is shown as a modal dialog');
  const focusInside = await engine.evaluate(() =>
    document.querySelector('dialog')!.contains(document.activeElement),
  );
  expect(focusInside, 'focus moved into the statement').toBe(true);

  await engine.press('Escape');
  await expectSoon(async () => !(await open()), 'Escape closed the statement');
  await expectSoon(focusOnTrigger, 'focus is back on the button that opened it');

  await engine.click(trigger);
  await expectSoon(open, 'the statement opens again');
  // Exactly: a notice's close button, under the dialog, is named after its title too.
  await engine.click({ role: 'button', name: text.close, exact: true });
  await expectSoon(async () => !(await open()), 'its close button closed it');
  await expectSoon(focusOnTrigger, 'focus is back on the button again');
  expect(await engine.scriptErrors()).toEqual([]);
});
