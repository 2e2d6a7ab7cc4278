// Finds tags in a text and says, in the author's words, why one cannot stay there.
import { AUTHOR_TAGS, RICH_TEXTS } from '@/lib/markup';

/** `<b>`, `</b>`, a self-closing tag, `<a href="…">`: whatever reads as a tag, by its name. */
const TAG = /<\/?([A-Za-z][\w-]*)(?:\s[^<>]*)?\/?>/g;

export const tagsIn = (text: string): string[] => [
  ...new Set([...text.matchAll(TAG)].map(([, name]) => name!)),
];

const listed = (tags: readonly string[]) => tags.map((tag) => `<${tag}>`).join(', ');

/** The author's tags as a reader writes them: `<b>bold words</b>, <contact>…</contact>`. */
const howTo = Object.entries(AUTHOR_TAGS)
  .map(([tag, shows]) => `<${tag}>${shows}</${tag}>`)
  .join(' or ');

const richTexts = `${RICH_TEXTS.slice(0, -1).join(', ')} and ${RICH_TEXTS.at(-1)}`;

export const plainTextReason = (tags: readonly string[]) =>
  `texts are plain here: ${listed(tags)} would show as typed, so remove ${
    tags.length > 1 ? 'them' : 'it'
  } (only the messages ${richTexts} can hold ${howTo})`;

export const unknownTagReason = (tags: readonly string[]) =>
  `${listed(tags)} would show as typed: this text can hold only ${howTo}`;

export const siteTagReason = (tags: readonly string[]) =>
  `leaves out ${tags.map((tag) => `<${tag}></${tag}>`).join(', ')}, where the site fills in its ` +
  `part of the text (such as a number): put it back where the other language has it`;
