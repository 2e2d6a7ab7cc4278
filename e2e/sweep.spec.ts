// Every page in every theme, state and width, as a visitor meets it. Focus is swept on the states
// build alone: it has every cover the plain site has, and more.
import { type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { formResult, isTable, readyForm } from './contact';
import { expect, test } from './fixtures';
import { layoutProblems, splitWords } from './layout';
import { ALL_PAGES, THEME_LABEL, THEMES } from './pages';
import { resizeTo, screenAt, SWEEP_WIDTHS } from './screens';
import { E2E_TABLE_PORT } from '../scripts/dev/ports';
import { tableEndpoint } from '../scripts/owner/lib/local-azurite';
import { CATALOGS, type Locale } from './text';
import { undefinedThemeVariables } from './theme-variables';

async function watchBehaviour(page: Page, report: (where: string, problem: string) => void) {
  const hosts = new Set<string>();
  page.on('pageerror', (error) => report('script', error.message));
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) report('policy', message.text());
  });
  page.on('request', (request) => hosts.add(new URL(request.url()).origin));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  return async () => {
    const allowed = [new URL(page.url()).origin, new URL(tableEndpoint(E2E_TABLE_PORT)).origin];
    for (const host of hosts) if (!allowed.includes(host)) report('requests', `talks to ${host}`);
    for (const { name } of await page.context().cookies()) report('cookies', `sets ${name}`);
  };
}

// Eager pictures below a phone's first screen take bandwidth while that screen arrives.
async function eagerBelowTheFold(page: Page): Promise<string[]> {
  const preloaded = await page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const found: string[] = [];
  for (const phone of [
    { width: 412, height: 823 },
    { width: 390, height: 844 },
  ]) {
    await resizeTo(page, phone);
    const below = await page.locator('img').evaluateAll((images) =>
      images
        .filter((image) => image.getBoundingClientRect().top + scrollY >= innerHeight)
        .map((image) => ({
          src: image.getAttribute('src') ?? '',
          lazy: image.getAttribute('loading') === 'lazy',
        })),
    );
    for (const { src, lazy } of below)
      if (!lazy || preloaded.includes(src))
        found.push(`${src.slice(0, 60)} loads at once below ${phone.width} px's first screen`);
  }
  return found;
}

// axe runs every rule in the first theme, then only colour ones: themes differ in colours alone.
// `dialog` opens after the theme is chosen, as the drop-down sits behind it.
type Look = (
  state: string,
  options?: { dialog?: () => Promise<void>; more?: () => Promise<string[]> },
) => Promise<void>;

// All panels shown at once so each is laid out: a panel's layout does not depend on the others.
async function aboutStates(page: Page, locale: Locale, look: Look) {
  const label = CATALOGS[locale].Details.label;
  const options = await page.getByRole('combobox', { name: label }).getByRole('option').count();
  const revealed = await page.getByRole('region', { name: label }).evaluate((section) => {
    const hidden = section.querySelectorAll<HTMLElement>(':scope > [hidden]');
    for (const panel of hidden) panel.hidden = false;
    return hidden.length;
  });
  expect(revealed, 'every category but the first was hidden').toBe(options - 1);
  const more = async () =>
    (await splitWords(page.getByRole('table'))).map((word) => `"${word}" split over two lines`);
  await look('every category shown', { more });
}

async function contactStates(page: Page, locale: Locale, look: Look) {
  const t = CATALOGS[locale];
  let status = 0;
  await page.route(isTable, (route) =>
    status
      ? route.fulfill({ status, headers: { 'Access-Control-Allow-Origin': '*' } })
      : route.abort('internetdisconnected'),
  );
  await look('as loaded');
  const fields = await readyForm(page, locale);
  await fields.phone.fill('12345');
  await fields.email.fill('not an address');
  for (const field of [fields.name, fields.company, fields.remarks]) await field.focus();
  await look('field messages shown');

  await fields.name.fill('Maximiliaan van Oldenbarnevelt-Hoogstraten');
  await fields.company.fill('Voorbeeld Bouwmaterialen Groothandel B.V.');
  await fields.phone.fill('+31 6 12345678');
  await fields.email.fill('maximiliaan.van.oldenbarnevelt@voorbeeld-groothandel.nl');
  await fields.send.click();
  await expect(formResult(page, 'alert', locale)).toBeVisible();
  await look('a failed send');

  status = 201;
  await page.getByRole('button', { name: t.SubmitButton.resend }).click();
  await expect(formResult(page, 'status', locale)).toBeVisible();
  await look('a saved send');

  // Opened in each theme, as the drop-down sits behind the open dialog.
  const dialog = page.getByRole('alertdialog', { name: t.PrivacyDialog.title });
  await look('privacy dialog open', {
    dialog: async () => {
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: t.PrivacyDialog.open }).click();
      await expect(dialog).toBeVisible();
    },
  });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

// Waits a frame first: that is when the page moves focus clear of what covers it.
async function hiddenParts(page: Page) {
  await page.clock.runFor(16);
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    // Once focus comes round to an element it had before, every stop has been seen.
    const visited = ((window as { visited?: WeakSet<Element> }).visited ??= new WeakSet());
    if (visited.has(focused)) return 'again';
    visited.add(focused);
    const drawn = focused.closest('label') ?? focused;
    const boxes = [...drawn.getClientRects()].filter(({ width, height }) => width && height);
    // A preview's badge lets the pointer through: it takes the pointer while we look.
    const badge = document.querySelector<HTMLElement>('[data-preview-badge]');
    if (badge) badge.style.pointerEvents = 'auto';
    const hidden: string[] = [];
    for (const box of boxes) {
      for (const fx of [0, 0.25, 0.5, 0.75, 1]) {
        for (const fy of [0, 0.5, 1]) {
          const x = box.left + 2 + fx * (box.width - 4);
          const y = box.top + 2 + fy * (box.height - 4);
          const onScreen = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
          const top = onScreen ? document.elementFromPoint(x, y) : null;
          // Its own parts, or what it sits on (an inline link's box reaches past its text).
          if (top && (drawn.contains(top) || focused.contains(top) || top.contains(focused))) {
            continue;
          }
          const by = top ? `${top.tagName.toLowerCase()}.${top.className}` : 'the screen edge';
          hidden.push(`(${Math.round(x)}, ${Math.round(y)}) under ${by}`);
        }
      }
    }
    if (badge) badge.style.pointerEvents = '';
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40);
    return { element: `${focused.tagName.toLowerCase()} "${name}"`, hidden };
  });
}

// On a phone the covers take most of the screen. The scroll sums are unit-tested in
// lib/focus-clearance.ts; this catches a cover or a stop they do not know.
async function focusRound(page: Page, report: (where: string, problem: string) => void) {
  const width = SWEEP_WIDTHS[0]!;
  await resizeTo(page, screenAt(width));
  let stops = 0;
  let round = false;
  for (let press = 0; press < 80 && !round; press += 1) {
    await page.keyboard.press('Tab');
    const parts = await hiddenParts(page);
    round = parts === 'again';
    if (!parts || parts === 'again') continue;
    stops += 1;
    for (const point of parts.hidden) report(`${width} px, focus`, `${parts.element}: ${point}`);
  }
  expect(round, `focus came round after ${stops} stops`).toBe(true);
  expect(stops).toBeGreaterThan(3);
}

// Held, so timed messages and notices stay for the sweep.
test.use({ heldClock: true });
test.describe.configure({ timeout: 60_000 });

for (const { path, page: screen, locale } of ALL_PAGES) {
  test(
    `${path} in every theme and width: axe, layout, keyboard focus`,
    { tag: '@slow' },
    async ({ page, visit }) => {
      // Each problem once, with where it shows: the same fault tends to repeat at many widths.
      const problems = new Map<string, string[]>();
      const report = (where: string, problem: string) =>
        problems.set(problem, [...(problems.get(problem) ?? []), where]);
      const behaved = await watchBehaviour(page, report);
      await page.setViewportSize({ width: SWEEP_WIDTHS[0]!, height: 800 });
      await visit(path);
      // The full stylesheets load after the first paint; their variables are read below.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.media !== 'print' && link.sheet,
        ),
      );
      for (const problem of await eagerBelowTheFold(page)) report('as loaded', problem);
      const widths = async (
        where: string,
        { footer = true, more = async () => [] as string[] },
      ) => {
        for (const width of SWEEP_WIDTHS) {
          await resizeTo(page, { width, height: 800 });
          for (const problem of await layoutProblems(page, { footer }))
            report(`${width} px, ${where}`, problem);
          for (const problem of await more()) report(`${width} px, ${where}`, problem);
        }
      };
      const themed = async (where: string, colourOnly: boolean) => {
        const scheme = await page.locator('html').getAttribute('data-theme');
        // High contrast promises WCAG AAA (7:1) for text: axe checks that there too.
        const enhancedContrast = scheme === 'contrast';
        for (const { id, nodes } of await axeViolations(page, { enhancedContrast, colourOnly }))
          report(`${scheme}, ${where}`, `axe ${id}: ${nodes.join(', ')}`);
        for (const name of (await undefinedThemeVariables(page)).missing)
          report(`${scheme}, ${where}`, `${name} is read but not defined`);
      };
      const choose = async (theme: (typeof THEMES)[number]) => {
        await page.getByRole('combobox', { name: THEME_LABEL[locale] }).selectOption(theme.value);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme.scheme);
      };

      if (test.info().project.name === 'states') {
        // This build adds only the frame's notices and badge, alike on every page; themes change
        // colours alone. So: layout at every width, axe on Home in every theme, one focus round.
        await widths('as loaded', {});
        if (screen === 'home') {
          for (const theme of THEMES) {
            await choose(theme);
            await themed('as loaded', theme !== THEMES[0]);
          }
        }
        await focusRound(page, report);
      } else {
        const look: Look = async (state, { dialog, more } = {}) => {
          for (const theme of THEMES) {
            await choose(theme);
            await dialog?.();
            await themed(state, theme !== THEMES[0]);
            await widths(`${theme.scheme}, ${state}`, { footer: !dialog, more });
          }
        };
        if (screen === 'about') await aboutStates(page, locale, look);
        else if (screen === 'contact') await contactStates(page, locale, look);
        else await look('as loaded');
      }
      await behaved();
      const found = [...problems].map(
        ([problem, where]) => `${problem} — at ${where.slice(0, 3).join('; ')} (${where.length}×)`,
      );
      expect(found).toEqual([]);
    },
  );
}
