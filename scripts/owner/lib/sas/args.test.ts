/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { sasOptions } from './args';

const NOW = new Date('2026-05-31T10:00:00Z');

describe('sasOptions', () => {
  test('--expires takes the whole day in UTC', () => {
    expect(sasOptions(['--expires', '2027-03-31'], NOW)).toEqual({
      mode: 'mint',
      kind: 'form',
      expiresOn: new Date('2027-03-31T23:59:59Z'),
      preview: false,
    });
  });

  test('--days counts from now', () => {
    expect(sasOptions(['--days', '180'], NOW)).toEqual({
      mode: 'mint',
      kind: 'form',
      expiresOn: new Date('2026-11-27T10:00:00Z'),
      preview: false,
    });
  });

  test("--preview mints or revokes the previews' URL, for 92 days at most", () => {
    expect(sasOptions(['--preview', '--days', '92'], NOW)).toMatchObject({
      mode: 'mint',
      kind: 'form',
      preview: true,
    });
    expect(sasOptions(['--preview', '--revoke'], NOW)).toEqual({
      mode: 'revoke',
      kind: 'form',
      preview: true,
    });
    expect(() => sasOptions(['--preview', '--days', '93'], NOW)).toThrow('more than 92 days away');
    expect(() => sasOptions(['--preview', '--purge', '--days', '5'], NOW)).toThrow(
      'Give --purge or --preview, one at a time',
    );
    expect(() => sasOptions(['--preview', '--check', 'https://x/contact'], NOW)).toThrow(
      'not with --preview',
    );
  });

  test('--purge mints or revokes the purge connection string instead', () => {
    expect(sasOptions(['--purge', '--days', '180'], NOW)).toMatchObject({
      mode: 'mint',
      kind: 'purge',
    });
    expect(sasOptions(['--purge', '--revoke'], NOW)).toEqual({
      mode: 'revoke',
      kind: 'purge',
      preview: false,
    });
    expect(() => sasOptions(['--purge', '--check', 'https://x/contact'], NOW)).toThrow(
      'not with --purge',
    );
  });

  test('--revoke and --check need no expiry', () => {
    expect(sasOptions(['--revoke'], NOW)).toEqual({
      mode: 'revoke',
      kind: 'form',
      preview: false,
    });
    expect(sasOptions(['--check', 'https://x/contact?sig=1'], NOW)).toEqual({
      mode: 'check',
      url: 'https://x/contact?sig=1',
      origin: undefined,
    });
    expect(
      sasOptions(['--check', 'https://x/contact', '--origin', 'https://www.example.com'], NOW),
    ).toMatchObject({ origin: 'https://www.example.com' });
  });

  test.each([
    [[], 'needs an expiry'],
    [['--expires', '2027-06-30', '--days', '5'], 'Give one of --expires, --days'],
    [['--revoke', '--days', '5'], 'Give one of'],
    [['--check', 'https://x/contact', '--revoke'], 'Give one of'],
    [['--origin', 'https://www.example.com', '--days', '5'], '--origin goes with --check'],
    [['--check', 'https://x/contact', '--origin', 'www.example.com'], 'needs an origin'],
    [['--check', 'https://x/contact', '--origin', 'https://a.example/path'], 'needs an origin'],
    [['--expires', '2026-05-30'], 'is in the past'],
    [['--expires', '2026-05-31T10:00:00Z'], 'is in the past'],
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
});
