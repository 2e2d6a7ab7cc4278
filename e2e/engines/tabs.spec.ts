// Moving about the site in this project's engine: a tab, and an address without a language.
import { PAGES } from '../pages';
import { expect, expectSoon, test } from './fixtures';

test('the other tabs’ pages come once the page has started; a tab opens its page, chosen', async ({
  visitIn,
}) => {
  const engine = await visitIn('/en/');
  const [, about, ...rest] = PAGES.en;
  // Fetched by the engine's own means: an idle callback where it has one, else after the start.
  await expectSoon(
    () =>
      engine.evaluate(
        (folders) =>
          folders.every((folder) =>
            performance.getEntriesByType('resource').some(({ name }) => {
              const { pathname } = new URL(name);
              return (
                pathname.endsWith('.txt') &&
                pathname.startsWith(folder) &&
                !pathname.slice(folder.length).includes('/')
              );
            }),
          ),
        [about, ...rest].map(({ path }) => path),
      ),
    'the other tabs’ pages fetched',
  );
  await engine.click({ role: 'link', name: about.tab, exact: true });
  await expectSoon(
    () =>
      engine.evaluate(
        ({ path, heading, tab }) =>
          location.pathname === path &&
          document.querySelector('main h1')?.textContent === heading &&
          document.querySelector('nav [aria-current=page]')?.textContent?.trim() === tab,
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
