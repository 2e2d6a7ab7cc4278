// How long the availability toast must stay for its words to be read, which the check holds.
import type { Notices } from '@/lib/content/schema';

/** Reading speed allowed for: a second for every five words, and never less than two seconds. */
const WORDS_PER_SECOND = 5;
const LEAST_MS = 2000;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The least time a toast with these words must stay to be read (WCAG 2.2.1 Timing Adjustable). */
export function readableTimeout(title: string, message: string): number {
  const seconds = Math.ceil((wordsIn(title) + wordsIn(message)) / WORDS_PER_SECOND);
  return Math.max(LEAST_MS, seconds * 1000);
}

export type ShortTimeout = { path: (string | number)[]; reason: string };

export function shortToastTimeouts(notices: Notices): ShortTimeout[] {
  return Object.entries(notices.availability).flatMap(([locale, toast]) => {
    if (!toast.enabled) return [];
    const least = readableTimeout(toast.title, toast.message);
    if (toast.timeout >= least) return [];
    const words = wordsIn(toast.title) + wordsIn(toast.message);
    return [
      {
        path: ['availability', locale, 'timeout'],
        reason:
          `the toast is switched on but leaves after ${toast.timeout} ms, too soon to read its ` +
          `${words} words: give it at least ${least} ms (a second for every five words)`,
      },
    ];
  });
}
