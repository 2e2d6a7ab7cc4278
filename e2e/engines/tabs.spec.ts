// Moving about the site in this project's engine: a tab, and an address without a language.
import { PAGES } from '../pages';
import { expect, expectSoon, test } from './fixtures';

test('a tab opens its page and shows itself chosen', async ({ visitIn }) => {
  const engine = await visitIn('/en/');
  const about = PAGES.en[1];
  await engine.click({ role: 'tab', name: about.tab });
  await expectSoon(
    () =>
      engine.evaluate(
        ({ path, heading, tab }) =>
          location.pathname === path &&
          document.querySelector('main h1')?.textContent === heading &&
          document.querySelector('[role=tab][aria-selected=true]')?.textContent?.trim() === tab,
        about,
      ),
    `${about.path} is shown with its tab chosen`,
  );
  expect(await engine.scriptErrors()).toEqual([]);
});

for (const [language, locale] of [
  ['en-US', 'en'],
  ['nl-NL', 'nl'],
] as const) {
  test.describe(`a ${language} visitor`, () => {
    test.use({ language });

    test(`is sent from an address without a language to the ${locale} page`, async ({
      engine,
      baseURL,
    }) => {
      const contact = PAGES[locale][3];
      await engine.goto(new URL('/contact', baseURL).href);
      await expectSoon(
        () =>
          engine.evaluate(
            ({ path, heading }) =>
              location.pathname === path &&
              document.querySelector('main h1')?.textContent === heading,
            contact,
          ),
        `sent on to ${contact.path}`,
      );
      expect(await engine.scriptErrors()).toEqual([]);
    });
  });
}
