// Needs both notices on (the states build); print.spec.ts keeps them off paper.
// Held clocks: the toast comes in when the test says.
import type { Locator, Page } from '@playwright/test';
import {
  IDLE_AFTER_LOAD_AT_THE_LATEST_MS,
  STARTED_AFTER_LOAD_MS,
} from '../components/shell/use-idle-after-start';
import { expect, test } from './fixtures';
import { builtNotices, builtToast } from './notices';
import { LOCALES, pathOf, PAGES, tabOf } from './pages';
import { CATALOGS, t, type Locale } from './text';

function notices(page: Page, locale: Locale) {
  const toast = builtToast(locale);
  const offline = builtNotices().siteOffline[locale];
  if (!toast || !offline.enabled) throw new Error('this spec needs both notices switched on');
  const closer = (box: Locator, title: string) =>
    box.getByRole('button', { name: t(locale)('Notices.close', { title }) });
  const [toastBox, offlineBar] = [
    page.getByRole('alert').filter({ hasText: toast.title }),
    page.getByRole('status').filter({ hasText: offline.title }),
  ];
  return {
    toast: toastBox,
    closeToast: closer(toastBox, toast.title),
    offline: offlineBar,
    closeOffline: closer(offlineBar, offline.title),
  };
}

// Under a modal dialog the page is inert, which Playwright's role queries do not model.
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

const drawnOnTop = (box: Locator) =>
  box.evaluate((element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    const points = [[(left + right) / 2, (top + bottom) / 2]];
    for (const x of [left + 2, right - 2])
      for (const y of [top + 2, bottom - 2]) points.push([x, y]);
    return points.some(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
  });

/** Time enough for the closed toast's way out (MUI's transition ends on a timer). */
const TOAST_LEAVES_MS = 1000;

/** Phones: a common one, and a small one where the dialog reaches down to the toast. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 700 },
];

// Each language on a phone of its own: the dialog's words differ, the toast's place does not.
for (const [locale, viewport] of LOCALES.map((l, index) => [l, PHONES[index % 2]!] as const)) {
  test.describe(`in ${locale} on a ${viewport.width} × ${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true, heldClock: true });

    test('the privacy dialog and both notices by touch', async ({ page, visit }) => {
      const text = CATALOGS[locale].PrivacyDialog;
      await visit(pathOf(locale, 'contact'));
      const shown = notices(page, locale);
      // A tap that something else would take fails at once instead of waiting for the toast.
      await page.getByRole('button', { name: text.open }).tap({ timeout: 5_000 });
      const dialog = page.getByRole('alertdialog', { name: text.title });
      await expect(dialog).toBeVisible();
      // Still on screen under the dialog, and out of a screen reader's reach until it closes.
      const title = builtToast(locale)!.title;
      const under = page.getByRole('alert', { includeHidden: true }).filter({ hasText: title });
      await expect(under).toBeVisible();
      const readOut = () => exposedToScreenReaders(under);
      await expect.poll(readOut, { message: 'the toast is read out under the dialog' }).toBe(false);
      expect(await drawnOnTop(under), 'the toast is drawn over the dialog').toBe(false);
      await dialog.getByRole('button', { name: text.close }).tap({ timeout: 5_000 });
      await expect(dialog).toBeHidden();
      await expect(shown.toast).toBeVisible();
      await expect.poll(readOut).toBe(true);
      await shown.closeToast.tap({ timeout: 5_000 });
      // Its way out is timed: the clock lets it go.
      await page.clock.runFor(TOAST_LEAVES_MS);
      await expect(shown.toast).toBeHidden();
      await shown.closeOffline.tap({ timeout: 5_000 });
      await expect(shown.offline).toBeHidden();
    });
  });
}

// Their colours in each theme are the sweep's (axe, theme variables): closing is the same in all.
test.describe('in forced colours, in the dark theme', () => {
  test.use({ forcedColors: 'active', scheme: 'dark', heldClock: true });

  test('both notices keep their edge and stay closed', async ({ page, visit }) => {
    await visit(pathOf('nl', 'home'));
    const shown = notices(page, 'nl');
    // The border each keeps when forced colours drop its background.
    for (const box of [shown.offline, shown.toast]) {
      await expect(box).toBeVisible();
      const edge = await box.evaluate((element) => {
        const { borderTopWidth: top, borderBottomWidth: bottom } = getComputedStyle(element);
        return Math.max(parseFloat(top), parseFloat(bottom));
      });
      expect(edge).toBeGreaterThanOrEqual(1);
    }
    await shown.closeOffline.click();
    await expect(shown.offline).toBeHidden();
    await shown.closeToast.click();
    await page.clock.runFor(TOAST_LEAVES_MS);
    await expect(shown.toast).toBeHidden();
    await tabOf(page, CATALOGS.nl.NavTabs.services).click();
    await expect(
      page.getByRole('heading', { level: 1, name: CATALOGS.nl.ServicesPage.title }),
    ).toBeVisible();
    await expect(shown.offline).toBeHidden();
  });
});

test.describe('with motion', () => {
  // Held, so that the overlay (gone after two seconds) is still there when the toast comes, and the
  // browser's idle moment after the load comes only when the test says.
  test.use({ reducedMotion: 'no-preference', heldClock: true });

  test('the toast over the start; the tabs fetched late', async ({ page, visit }) => {
    const folderOf = (url: string) => /^(.*\/)[^/]*\.txt$/.exec(new URL(url).pathname)?.[1];
    const asked = new Set<string | undefined>();
    const answered = new Set<string | undefined>();
    page.on('request', (request) => asked.add(folderOf(request.url())));
    page.on('response', (response) => answered.add(folderOf(response.url())));
    // When the load came, on the page's held clock: the start is counted from there.
    await page.addInitScript(() =>
      addEventListener('load', () => ((window as { loadedAt?: number }).loadedAt = Date.now())),
    );
    const [home, about, services, ...others] = PAGES.en;
    await visit(home.path);
    const shown = notices(page, 'en');
    await expect(shown.offline).toBeVisible();
    expect([...asked].filter(Boolean), 'nothing fetched while the page starts').toEqual([]);

    const layer = (box: Locator) =>
      box.evaluate((element) => {
        for (let at: Element | null = element; at; at = at.parentElement)
          if (getComputedStyle(at).position === 'fixed') return Number(getComputedStyle(at).zIndex);
        return 0;
      });
    const overlay = page.getByTestId('start-overlay');
    await expect(overlay).toBeAttached();
    expect(await layer(shown.toast)).toBeGreaterThan(await layer(overlay));
    const bar = page.getByRole('status').filter({ hasText: CATALOGS.en.HomePage.cookies });
    const [toast, message, footer] = await Promise.all(
      [shown.toast, bar, page.getByRole('contentinfo')].map((part) => part.boundingBox()),
    );
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(message!.y);
    expect(message!.y + message!.height).toBeLessThanOrEqual(footer!.y);

    // A pointer over a tab is a visitor reaching for it: its page comes at once.
    await tabOf(page, about.tab).hover();
    await expect.poll(() => answered.has(about.path)).toBe(true);
    expect([services, ...others].filter((other) => asked.has(other.path))).toEqual([]);

    // Just before the page counts as started (the toast's delay has passed already), a tab
    // reached for still comes alone.
    const since = await page.evaluate(
      () => Date.now() - (window as { loadedAt?: number }).loadedAt!,
    );
    expect(since).toBeLessThan(STARTED_AFTER_LOAD_MS);
    await page.clock.runFor(STARTED_AFTER_LOAD_MS - 1 - since);
    await tabOf(page, services.tab).focus();
    await expect.poll(() => answered.has(services.path)).toBe(true);
    expect(others.filter((other) => asked.has(other.path))).toEqual([]);

    // The first idle moment after the start brings the rest, never the page shown.
    await page.clock.runFor(IDLE_AFTER_LOAD_AT_THE_LATEST_MS);
    await expect.poll(() => others.filter((other) => !answered.has(other.path))).toEqual([]);
    expect(asked.has(home.path)).toBe(false);
  });
});
