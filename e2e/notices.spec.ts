// With both notices on (the states build): they close, by touch and in forced colours, and stay
// under the privacy dialog; print.spec.ts keeps them off paper.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtNotices, builtToast } from './notices';
import { LOCALES, pathOf, menu } from './pages';
import { rememberScheme } from './theme-setup';
import { CATALOGS, t, type Locale } from './text';

/** The two notices of a page in a language, found as a visitor's screen reader finds them. */
function notices(page: Page, locale: Locale) {
  const toast = builtToast(locale);
  const offline = builtNotices().siteOffline[locale];
  if (!toast || !offline.enabled) throw new Error('this spec needs both notices switched on');
  const close = (title: string) => t(locale)('Notices.close', { title });
  const toastBox = page.getByRole('alert').filter({ hasText: toast.title });
  const offlineBar = page.getByRole('status').filter({ hasText: offline.title });
  return {
    toast: toastBox,
    closeToast: toastBox.getByRole('button', { name: close(toast.title) }),
    offline: offlineBar,
    closeOffline: offlineBar.getByRole('button', { name: close(offline.title) }),
  };
}

/**
 * Whether Chromium gives a box to screen readers: under a modal dialog the page is inert, which
 * Playwright's role queries do not model.
 */
async function exposedToScreenReaders(box: Locator): Promise<boolean> {
  const page = box.page();
  await box.evaluate((element) => element.setAttribute('data-ax-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-ax-probe]',
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    return nodes.some((node) => !node.ignored);
  } finally {
    await cdp.detach();
    await box.evaluate((element) => element.removeAttribute('data-ax-probe'));
  }
}

/** Whether any of a box is drawn over everything else there (its centre, its four corners). */
const drawnOnTop = (box: Locator) =>
  box.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left + 2, top + 2],
      [right - 2, top + 2],
      [left + 2, bottom - 2],
      [right - 2, bottom - 2],
    ] as const;
    return points.some(([x, y]) => element.contains(document.elementFromPoint(x, y)));
  });

/** The border a box keeps when forced colours drop its background. */
const border = (box: Locator) =>
  box.evaluate((element) => {
    const style = getComputedStyle(element);
    return Math.max(parseFloat(style.borderTopWidth), parseFloat(style.borderBottomWidth));
  });

/** Phones: a common one, and a small one where the dialog reaches down to the toast. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 700 },
];

// Each language on a phone of its own: the dialog's words differ, the toast's place does not.
for (const [locale, viewport] of LOCALES.map((l, index) => [l, PHONES[index % 2]!] as const)) {
  test.describe(`in ${locale} on a ${viewport.width} × ${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test('the privacy dialog opens and closes by touch while the toast shows', async ({
      page,
      visit,
    }) => {
      const text = CATALOGS[locale].PrivacyDialog;
      await visit(pathOf(locale, 'contact'));
      const shown = notices(page, locale);
      const { toast } = shown;
      // A tap that something else would take fails at once instead of waiting for the toast.
      await page.getByRole('button', { name: text.open }).tap({ timeout: 5_000 });
      const dialog = page.getByRole('alertdialog', { name: text.title });
      await expect(dialog).toBeVisible();
      // Still on screen under the dialog, and out of a screen reader's reach until it closes.
      const title = builtToast(locale)!.title;
      const under = page.getByRole('alert', { includeHidden: true }).filter({ hasText: title });
      await expect(under).toBeVisible();
      await expect
        .poll(() => exposedToScreenReaders(under), {
          message: 'the toast is read out under the dialog',
        })
        .toBe(false);
      expect(await drawnOnTop(under), 'the toast is drawn over the dialog').toBe(false);
      await dialog.getByRole('button', { name: text.close }).tap({ timeout: 5_000 });
      await expect(dialog).toBeHidden();
      await expect(toast).toBeVisible();
      await expect.poll(() => exposedToScreenReaders(under)).toBe(true);
      // Both notices close by touch too.
      await shown.closeToast.tap({ timeout: 5_000 });
      await expect(toast).toBeHidden();
      await shown.closeOffline.tap({ timeout: 5_000 });
      await expect(shown.offline).toBeHidden();
    });
  });
}

/** A box on the screen, as Playwright measures it. */
type Box = { y: number; height: number };
const bottomOf = (box: Box) => box.y + box.height;

// Their colours in each theme are the sweep's (axe, theme variables): closing is the same in all.
test('both notices close, and the bar stays closed on the next page', async ({ page, visit }) => {
  await rememberScheme(page, 'dark');
  await visit(pathOf('nl', 'home'));
  const shown = notices(page, 'nl');
  await expect(shown.offline).toBeVisible();
  await expect(shown.toast).toBeVisible();
  await shown.closeOffline.click();
  await expect(shown.offline).toBeHidden();
  await shown.closeToast.click();
  await expect(shown.toast).toBeHidden();
  await menu(page).getByRole('link', { name: CATALOGS.nl.NavTabs.services, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: CATALOGS.nl.ServicesPage.title }),
  ).toBeVisible();
  await expect(shown.offline).toBeHidden();
});

test.describe('on a held clock', () => {
  // The bar's five seconds cannot run out before the boxes are measured.
  test.use({ heldClock: true });

  test('the toast sits above Home’s message bar, and the bar above the footer', async ({
    page,
    visit,
  }) => {
    await visit(pathOf('en', 'home'));
    const bar = page.getByRole('status').filter({ hasText: CATALOGS.en.HomePage.cookies });
    const [toast, message, footer] = await Promise.all(
      [notices(page, 'en').toast, bar, page.getByRole('contentinfo')].map((part) =>
        part.boundingBox(),
      ),
    );
    expect(bottomOf(toast!)).toBeLessThanOrEqual(message!.y);
    expect(bottomOf(message!)).toBeLessThanOrEqual(footer!.y);
  });
});

test.describe('with motion', () => {
  // Held, so that the overlay (gone after two seconds) is still there when the toast comes.
  test.use({ reducedMotion: 'no-preference', heldClock: true });

  test('the toast comes in over the start animation, which is still fading', async ({
    page,
    visit,
  }) => {
    await visit(pathOf('en', 'about'));
    const overlay = page.getByTestId('start-overlay');
    await expect(overlay).toBeAttached();
    const layer = (box: Locator) =>
      box.evaluate((element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          if (getComputedStyle(at).position === 'fixed') return Number(getComputedStyle(at).zIndex);
        }
        return 0;
      });
    expect(await layer(notices(page, 'en').toast)).toBeGreaterThan(await layer(overlay));
  });
});

test('both notices keep their edge and close button in forced colours', async ({ page, visit }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await visit(pathOf('en', 'about'));
  const shown = notices(page, 'en');
  expect(await border(shown.offline)).toBeGreaterThanOrEqual(1);
  expect(await border(shown.toast)).toBeGreaterThanOrEqual(1);
  await shown.closeToast.click();
  await expect(shown.toast).toBeHidden();
  await shown.closeOffline.click();
  await expect(shown.offline).toBeHidden();
});
