// Finds tags in a text and says, in the author's words, why one cannot stay there.
import { AUTHOR_TAGS, RICH_TEXTS } from '@/lib/markup';

/** `<b>`, `</b>`, a self-closing tag, `<a href="…">`: whatever reads as a tag, by its name. */
const TAG = /<\/?([A-Za-z][\w-]*)(?:\s[^<>]*)?\/?>/g;

/** The names of the tags written in a text, once each, in the order they first come. */
export const tagsIn = (text: string): string[] => [
  ...new Set([...text.matchAll(TAG)].map(([, name]) => name!)),
];

const listed = (tags: readonly string[]) => tags.map((tag) => `<${tag}>`).join(', ');

/** The author's tags as a reader writes them: `<b>bold words</b>, <contact>…</contact>`. */
const howTo = Object.entries(AUTHOR_TAGS)
  .map(([tag, shows]) => `<${tag}>${shows}</${tag}>`)
  .join(' or ');

const richTexts = `${RICH_TEXTS.slice(0, -1).join(', ')} and ${RICH_TEXTS.at(-1)}`;

/** Why tags cannot stay in a plain text: a catalog's message, or a text in content/. */
export const plainTextReason = (tags: readonly string[]) =>
  `texts are plain here: ${listed(tags)} would show as typed, so remove ${
    tags.length > 1 ? 'them' : 'it'
  } (only the messages ${richTexts} can hold ${howTo})`;

/** Why tags cannot stay in a text that carries the author's tags, though not these. */
export const unknownTagReason = (tags: readonly string[]) =>
  `${listed(tags)} would show as typed: this text can hold only ${howTo}`;

/** Why a text lacks a tag the site fills in. */
export const siteTagReason = (tags: readonly string[]) =>
  `leaves out ${tags.map((tag) => `<${tag}></${tag}>`).join(', ')}, where the site fills in its ` +
  `part of the text (such as a number): put it back where the other language has it`;
