import type { Notices } from '@/lib/content/schema';
import { readableTimeout, shortToastTimeouts } from './toast-timeout';

/** Notices made for the test, the toast switched on in English only. */
function toast(timeout: number, message: string): Notices {
  const on = { enabled: true, title: 'Two words', message, timeout };
  const off = { ...on, enabled: false, timeout: 1 };
  const bar = { enabled: false, title: 'Bar', message: 'Bar.' };
  return { availability: { en: on, nl: off }, siteOffline: { en: bar, nl: bar } };
}

/** With the title's two words, twenty. */
const EIGHTEEN_WORDS = Array.from({ length: 18 }, (_, i) => `word${i}`).join(' ');

it('allows a second for every five words, and two seconds at least', () => {
  expect(readableTimeout('Two words', EIGHTEEN_WORDS)).toBe(4000);
  expect(readableTimeout('Two words', `${EIGHTEEN_WORDS} one-more`)).toBe(5000);
  expect(readableTimeout('Hi', 'there')).toBe(2000);
});

it('warns about a switched-on toast that leaves too soon, saying what it found', () => {
  expect(shortToastTimeouts(toast(1000, EIGHTEEN_WORDS))).toEqual([
    {
      path: ['availability', 'en', 'timeout'],
      reason: expect.stringMatching(/1000 ms.*20 words.*at least 4000 ms/),
    },
  ]);
});

it('says nothing of a toast that stays long enough, or of one switched off', () => {
  expect(shortToastTimeouts(toast(4000, EIGHTEEN_WORDS))).toEqual([]);
  const off = toast(1000, EIGHTEEN_WORDS);
  off.availability.en.enabled = false;
  expect(shortToastTimeouts(off)).toEqual([]);
});
