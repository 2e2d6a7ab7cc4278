// The theme drop-down in this project's engine: the chosen theme colours the page and is kept.
import { THEME_LABEL, THEMES } from '../pages';
import { canvasOf } from '../canvas';
import { expect, test } from './fixtures';

test('a theme chosen in the drop-down colours the page and is still chosen on the next visit', async ({
  visitIn,
}) => {
  const engine = await visitIn('/nl/');
  const drawn = () =>
    engine.evaluate(() => ({
      scheme: document.documentElement.dataset.theme,
      canvas: getComputedStyle(document.body).backgroundColor,
      chosen: document.querySelector<HTMLSelectElement>('#theme-select')?.value,
    }));
  expect((await drawn()).scheme, 'a first visit follows the system: light here').toBe('light');

  for (const theme of [...THEMES.slice(1), THEMES[0]]) {
    await engine.select({ role: 'combobox', name: THEME_LABEL.nl }, theme.value);
    await expect.poll(drawn).toEqual({
      scheme: theme.scheme,
      canvas: canvasOf(theme.scheme),
      chosen: theme.value,
    });
  }

  const dark = THEMES[1];
  await engine.select({ role: 'combobox', name: THEME_LABEL.nl }, dark.value);
  await visitIn('/nl/about/');
  await expect
    .poll(drawn)
    .toEqual({ scheme: dark.scheme, canvas: canvasOf(dark.scheme), chosen: dark.value });
  expect(await engine.scriptErrors()).toEqual([]);
});
