import { readableTimeout } from './toast-timeout';

// Which toasts the check warns of, with the place, is in check.test.ts.
it('allows a second for every five words, and two seconds at least', () => {
  const eighteenWords = Array.from({ length: 18 }, (_, i) => `word${i}`).join(' ');
  expect(readableTimeout('Two words', eighteenWords)).toBe(4000);
  expect(readableTimeout('Two words', `${eighteenWords} one-more`)).toBe(5000);
  expect(readableTimeout('Hi', 'there')).toBe(2000);
});
