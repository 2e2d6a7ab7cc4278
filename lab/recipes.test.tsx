import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { routing, type Locale } from '@/i18n/routing';
import { TOAST_DELAY_MS } from '@/lib/toast-delay';
import { serverTree } from '@/scripts/dev/testing/server-tree';
import { dataOf, EDITABLE, type Editable, recipeExamples, savedTexts } from './author-files';
import { RECIPES } from './recipes';

// Each recipe's example pasted into a copy of the shipped files: the page shows what was added.
// What CI's steps say of files saved by any editor: recipes-saved.test.ts.

const examples = recipeExamples();
const site: { files: Editable; locale: Locale } = { files: dataOf(savedTexts()), locale: 'en' };

type Recipe = keyof typeof RECIPES;

jest.mock('next-intl/server', () => ({
  getLocale: async () => site.locale,
  getMessages: async () => site.files[`messages/${site.locale}.json`],
  getTranslations: async (namespace: string) =>
    createTranslator({
      locale: site.locale,
      messages: site.files[`messages/${site.locale}.json`],
      namespace: namespace as never,
    }),
}));

/** The modules Testing Library renders with, which an isolated part must share. */
const SHARED = Object.fromEntries(
  ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom'].map((name) => [
    name,
    jest.requireActual<object>(name),
  ]),
);

async function renderWithEdits(path: string, props: object = {}) {
  let Part: ComponentType | undefined;
  jest.isolateModules(() => {
    // One React for the part and for Testing Library, or hooks find no renderer.
    for (const [name, shared] of Object.entries(SHARED)) jest.doMock(name, () => shared);
    for (const file of EDITABLE.filter((name) => name.startsWith('content/')))
      jest.doMock(`@/${file}`, () => site.files[file]);
    Part = jest.requireActual<{ default: ComponentType }>(path).default;
  });
  const Component = Part as ComponentType<object>;
  render((await serverTree(<Component {...props} />)) as ReactNode);
}

// An entry is added at the end of its list, so the last one is looked at: an author who kept an
// example's words, applied once already, must not confuse the test.
const PAGES: Record<Recipe, (shown: string) => Promise<void>> = {
  'add a project': async (title) => {
    await renderWithEdits('@/components/about/Details');
    expect(screen.getAllByRole('option').at(-1)).toHaveAccessibleName(title);
  },
  'add a certification': async (code) => {
    await renderWithEdits('@/components/about/CertificationsTable', { title: 'Certifications' });
    const last = screen.getAllByRole('row').at(-1)!;
    expect(within(last).getByRole('cell', { name: code })).toBeInTheDocument();
  },
  'add a skill': async (title) => {
    await renderWithEdits('@/components/about/SkillRatings');
    const added = site.files['content/skills.json'].at(-1)!;
    const groupName = site.files[`messages/${site.locale}.json`].AboutPage[added.group];
    const group = screen.getByRole('heading', { level: 3, name: groupName });
    const skills = within(group.nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(skills.at(-1)).toHaveTextContent(title);
  },
  'add a service': async (label) => {
    await renderWithEdits('@/components/services/ServicesPage');
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent(label);
  },
  'show a notice': async (title) => {
    const notices = site.files['content/notices.json'];
    await renderWithEdits('@/components/notices/Notices', { notices });
    // The toast comes in TOAST_DELAY_MS after hydration, then loads MUI: a few seconds more.
    expect(
      await screen.findByRole('alert', {}, { timeout: TOAST_DELAY_MS + 3000 }),
    ).toHaveTextContent(title);
  },
  'change a sentence': async (sentence) => {
    await renderWithEdits('@/components/services/ServicesPage');
    expect(screen.getByRole('heading', { level: 1, name: sentence })).toBeInTheDocument();
  },
  'make words bold or a link': async (text) => {
    await renderWithEdits('@/components/home/HomeText');
    const [, bold] = /<b>(.*?)<\/b>/.exec(text) ?? [];
    const [, linked] = /<contact>(.*?)<\/contact>/.exec(text) ?? [];
    expect(screen.getByText(bold!, { selector: 'strong' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: linked });
    expect(link).toHaveAttribute('href', `/${site.locale}/contact/`);
    expect(link.closest('p')).not.toHaveTextContent(/<\/?(b|contact)>/);
  },
  'change the profile': async (name) => {
    await renderWithEdits('@/components/shell/ProfileCard');
    expect(screen.getByText(name)).toBeInTheDocument();
  },
  'move an experience start year': async (startYear) => {
    await renderWithEdits('@/components/home/ExperienceCards');
    const years = new Date().getFullYear() - Number(startYear);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText(String(years))).toBeInTheDocument();
  },
};

const shownCases = Object.keys(RECIPES).flatMap((recipe) =>
  routing.locales.map((locale) => [recipe as Recipe, locale] as const),
);

it.each(shownCases)('recipe: %s (%s) shows on the page', async (recipe, locale) => {
  const texts = savedTexts();
  const shown = RECIPES[recipe](texts, examples);
  site.files = dataOf(texts);
  site.locale = locale;
  await PAGES[recipe](shown[locale]);
});

it('the guide has no example that no recipe applies (one it gained but no test has)', () => {
  class Recording extends Map<string, string> {
    read = new Set<string>();
    get(name: string) {
      this.read.add(name);
      return super.get(name);
    }
  }
  const recording = new Recording(examples);
  for (const recipe of Object.values(RECIPES)) recipe(savedTexts(), recording);
  expect([...examples.keys()].filter((name) => !recording.read.has(name))).toEqual([]);
});
