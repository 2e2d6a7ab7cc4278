// Moving about the site in this project's engine: a tab, and an address without a language.
import { tabOf } from '../../lib/tabs';
import { PAGES, pageOf } from '../pages';
import { expect, expectSoon, test } from './fixtures';

test('the other tabs’ pages come once the page has started; a tab opens its page, chosen', async ({
  visitIn,
}) => {
  const home = pageOf('en', 'home');
  const engine = await visitIn(home.path);
  const about = pageOf('en', 'about');
  const others = PAGES.en.filter((page) => page !== home);
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
        others.map(({ path }) => path),
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
      const contact = pageOf(locale, 'contact');
      await engine.goto(new URL(tabOf('contact').path.slice(0, -1), baseURL).href);
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
