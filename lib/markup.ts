// Which tags a text may hold: a text is plain unless it is one of the few that carry markup.

/** What an author may write in the texts that carry markup, and what each becomes on the page. */
export const AUTHOR_TAGS = {
  b: 'bold words',
  contact: 'a link to the Contact page',
} as const;

export type AuthorTag = keyof typeof AUTHOR_TAGS;

/** The texts that carry the author's tags: the paragraphs of Home and of About's introduction. */
export const RICH_TEXTS: readonly string[] = [
  'HomePage.start',
  'HomePage.end',
  'Persona.start',
  'Persona.end',
];

/** Tags the site fills in itself, by the texts that hold them: the years on Home's cards. */
const SITE_TAGS: readonly { texts: RegExp; tags: readonly string[] }[] = [
  { texts: /^ExperienceCards\.[^.]+\.message$/, tags: ['years'] },
];

/** The tags the site fills in the text under `key`, which every language must keep. */
export const siteTagsOf = (key: string): readonly string[] =>
  SITE_TAGS.flatMap(({ texts, tags }) => (texts.test(key) ? tags : []));

/** The tags a text under `key` may hold. */
export const tagsAllowedIn = (key: string): readonly string[] => [
  ...siteTagsOf(key),
  ...(RICH_TEXTS.includes(key) ? Object.keys(AUTHOR_TAGS) : []),
];
