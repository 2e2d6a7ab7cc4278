/** @jest-environment node */
import { expect, test } from '@jest/globals';
import { sasOptions, type SasOptions } from './args';

const NOW = new Date('2026-05-31T10:00:00Z');
type Mint = Extract<SasOptions, { mode: 'mint' }>;
const mint = (expires: string, changes: Partial<Mint> = {}): Mint => ({
  mode: 'mint',
  kind: 'form',
  expiresOn: new Date(expires),
  preview: false,
  ...changes,
});

test.each<[string[], SasOptions]>([
  // --expires takes the whole day in UTC, --days counts from now.
  [['--expires', '2027-03-31'], mint('2027-03-31T23:59:59Z')],
  [['--days', '180'], mint('2026-11-27T10:00:00Z')],
  [['--preview', '--days', '92'], mint('2026-08-31T10:00:00Z', { preview: true })],
  [['--purge', '--days', '180'], mint('2026-11-27T10:00:00Z', { kind: 'purge' })],
  [['--notify', '--days', '365'], mint('2027-05-31T10:00:00Z', { kind: 'notify' })],
  [['--revoke'], { mode: 'revoke', kind: 'form', preview: false }],
  [['--preview', '--revoke'], { mode: 'revoke', kind: 'form', preview: true }],
  [['--purge', '--revoke'], { mode: 'revoke', kind: 'purge', preview: false }],
  [
    ['--check', 'https://x/contact?sig=1'],
    { mode: 'check', url: 'https://x/contact?sig=1', origin: undefined },
  ],
  [
    ['--check', 'https://x/contact', '--origin', 'https://www.example.com'],
    { mode: 'check', url: 'https://x/contact', origin: 'https://www.example.com' },
  ],
])('reads %j', (argv, expected) => {
  expect(sasOptions(argv, NOW)).toEqual(expected);
});

test.each([
  [[], 'needs an expiry'],
  [['--expires', '2027-06-30', '--days', '5'], 'Give one of --expires, --days'],
  [['--revoke', '--days', '5'], 'Give one of'],
  [['--check', 'https://x/contact', '--revoke'], 'Give one of'],
  [['--origin', 'https://www.example.com', '--days', '5'], '--origin goes with --check'],
  [['--check', 'https://x/contact', '--origin', 'www.example.com'], 'needs an origin'],
  [['--check', 'https://x/contact', '--origin', 'https://a.example/path'], 'needs an origin'],
  [['--preview', '--purge', '--days', '5'], 'Give --purge or --preview, one at a time'],
  [['--preview', '--check', 'https://x/contact'], 'not with --preview'],
  [['--purge', '--check', 'https://x/contact'], 'not with --purge'],
  [['--expires', '2026-05-30'], 'is in the past'],
  [['--expires', '2026-05-31T10:00:00Z'], 'is in the past'],
  [['--preview', '--days', '93'], 'more than 92 days away'],
  [['--expires', '2027-06-02'], 'more than a year away'],
  [['--days', '367'], 'more than a year away'],
  [['--expires', 'soon'], 'is not a date'],
  [['--days', '0'], 'whole number'],
  [['--days=-5'], 'whole number'],
  [['--days', '1.5'], 'whole number'],
  [['--days', '-5'], 'ambiguous'],
  [['--read'], 'Unknown option'],
])('refuses %j', (argv, reason) => {
  expect(() => sasOptions(argv, NOW)).toThrow(reason);
});
