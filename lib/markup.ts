// Which tags a text may hold: a text is plain unless it is one of the few that carry markup.

export const AUTHOR_TAGS = {
  b: 'bold words',
  contact: 'a link to the Contact page',
} as const;

export type AuthorTag = keyof typeof AUTHOR_TAGS;

export const RICH_TEXTS: readonly string[] = [
  'HomePage.start',
  'HomePage.end',
  'Persona.start',
  'Persona.end',
];

// Filled in by the site itself; every language must keep them.
const SITE_TAGS: readonly { texts: RegExp; tags: readonly string[] }[] = [
  { texts: /^ExperienceCards\.[^.]+\.message$/, tags: ['years'] },
];

export const siteTagsOf = (key: string): readonly string[] =>
  SITE_TAGS.flatMap(({ texts, tags }) => (texts.test(key) ? tags : []));

export const tagsAllowedIn = (key: string): readonly string[] => [
  ...siteTagsOf(key),
  ...(RICH_TEXTS.includes(key) ? Object.keys(AUTHOR_TAGS) : []),
];
