import { expect, test } from '@playwright/test';
import profile from '../content/profile.json';
import { CATALOGS, t } from './text';
import { holdTime } from './hydration';
import { menu } from './pages';

/** The page's window, where each overlay animation is noted as it starts: element, properties. */
type Noted = { started?: { element: string; properties: string[] }[] };

test('reduced motion, the footer, what shows by width', async ({ page }) => {
  const logo = page.getByRole('img', {
    name: t('en')('Logo.label', { company: profile.companyName }),
  });
  const products = page.getByRole('list', { name: CATALOGS.en.ProductIcons.label });
  const tabIcons = menu(page)
    .getByRole('link', { name: CATALOGS.en.NavTabs.home })
    .getByTestId('tab-icon')
    .locator('visible=true');
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/', { waitUntil: 'load' });

  // With reduced motion (the suite's default) the start overlay is skipped.
  await expect(page.getByTestId('start-overlay')).toBeHidden();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toHaveCSS('position', 'fixed');
  await expect(footer).toHaveCSS('z-index', '2');
  for (const detail of [profile.name, profile.jobTitle, profile.phone, profile.email])
    await expect(footer).toContainText(detail);
  const links = footer
    .getByRole('navigation', { name: CATALOGS.en.SocialLinks.label })
    .getByRole('link');
  await expect(links).toHaveCount(3);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
  await expect(links.nth(0)).toHaveAttribute('href', profile.networkUrl);
  await expect(links.nth(1)).toHaveAttribute('href', `mailto:${profile.email}`);
  await expect(links.nth(2)).toHaveAttribute('href', `tel:${profile.phone.replace(/\s/g, '')}`);

  // A phone sees no logo, tab icons or product icons, and fetches none of the products' files.
  await expect(logo).toBeHidden();
  await expect(tabIcons).toHaveCount(0);
  await expect(products).toBeHidden();
  expect(pictures.filter((path) => path.startsWith('/images/products/'))).toEqual([]);

  // A tablet the first two; a desktop all, the six products drawn at 32 × 32.
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(logo).toBeVisible();
    await expect(tabIcons).toHaveCount(1);
    if (width < 1280) await expect(products).toBeHidden();
  }
  await expect(products.getByRole('img')).toHaveCount(6);
  for (const icon of await products.getByRole('img').all()) {
    await expect(icon).toBeVisible();
    expect(await icon.boundingBox()).toMatchObject({ width: 32, height: 32 });
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(32);
  }
});

test.describe('start overlay', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('covers the page for 2 s, unread, on the compositor', async ({ page }) => {
    // The paused clock holds timers, not CSS animations, which a busy machine may finish before
    // the test asks: note each overlay animation as it starts.
    await page.addInitScript(() => {
      const started: Noted['started'] = ((window as Noted).started = []);
      document.addEventListener(
        'animationstart',
        (event) => {
          const target = event.target as Element;
          if (!target.closest('[data-testid="start-overlay"]')) return;
          const timing = ['offset', 'computedOffset', 'easing', 'composite'];
          for (const animation of target.getAnimations()) {
            if ((animation as CSSAnimation).animationName !== event.animationName) continue;
            const keys = (animation.effect as KeyframeEffect)
              .getKeyframes()
              .flatMap((frame) => Object.keys(frame));
            started.push({
              element: target.tagName.toLowerCase(),
              properties: [...new Set(keys)].filter((key) => !timing.includes(key)).sort(),
            });
          }
        },
        true,
      );
    });
    // The overlay stays until the test moves the clock on.
    await holdTime(page);
    await page.goto('/en/');
    const overlay = page.getByTestId('start-overlay');
    await expect(overlay).toBeAttached();
    await expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(await overlay.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1280, height: 720 });

    // Any other animated property (visibility, say) would take it off the compositor, and the
    // main thread would not be free while the page starts.
    const started = () => page.evaluate(() => (window as Noted).started ?? []);
    await expect
      .poll(async () => (await started()).map(({ element }) => element).sort())
      .toEqual(['div', 'span']);
    for (const { properties } of await started()) {
      expect(properties.filter((property) => !['opacity', 'transform'].includes(property))).toEqual(
        [],
      );
    }

    // The overlay lets clicks through; the paused clock keeps it there while the click is made.
    await menu(page)
      .getByRole('link', { name: CATALOGS.en.NavTabs.about })
      .click({ trial: true, timeout: 5000 });
    await page.clock.runFor(1900);
    await expect(overlay).toBeAttached();
    await page.clock.runFor(200);
    await expect(overlay).not.toBeAttached();
  });
});
