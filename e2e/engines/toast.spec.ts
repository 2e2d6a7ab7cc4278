// The build with both notices on (the states build), in this project's engine: the availability toast comes in and goes.
import { STATES_BUILD } from '../../scripts/dev/local-build';
import { E2E_STATES_PORT } from '../../scripts/dev/ports';
import { builtToast } from '../notices';
import { CATALOGS } from '../text';
import { expect, expectSoon, test } from './fixtures';

const toast = builtToast('nl', STATES_BUILD.override)!;
const close = CATALOGS.nl.Notices.close.replace('{title}', toast.title);

test('the availability toast comes in after its delay and its close button takes it away', async ({
  visitIn,
}) => {
  const engine = await visitIn('/nl/', `http://127.0.0.1:${E2E_STATES_PORT}`);
  const shown = () =>
    engine.evaluate(
      (title) =>
        [...document.querySelectorAll('[role=alert]')].some(
          (alert) => alert.textContent?.includes(title) && alert.getClientRects().length > 0,
        ),
      toast.title,
    );
  await expectSoon(shown, 'the toast is shown');
  // Clicked as a visitor does, once it has come in and holds still.
  await expectSoon(
    () =>
      engine.evaluate((title) => {
        let box = [...document.querySelectorAll('[role=alert]')].find((element) =>
          element.textContent?.includes(title),
        );
        if (!box) return false;
        for (; box; box = box.parentElement ?? undefined) {
          if (getComputedStyle(box).opacity !== '1' || box.getAnimations().length > 0) return false;
        }
        return true;
      }, toast.title),
    'the toast holds still',
  );
  expect(await engine.evaluate(() => document.body.innerText)).toContain(toast.message);
  await engine.click({ role: 'button', name: close });
  await expectSoon(async () => !(await shown()), 'the toast is gone');
  expect(await engine.scriptErrors()).toEqual([]);
});
