/** @jest-environment node */
import { describe, expect, test } from '@jest/globals';
import { notifyOptions } from './notify-args';
import { UsageError } from './owner-args';

describe('notifyOptions', () => {
  test('reads the files, the end of the window and the time limit', () => {
    expect(notifyOptions([])).toEqual({});
    expect(
      notifyOptions([
        '--issue-body',
        'body.md',
        '--state-out',
        'next.md',
        '--until',
        '2027-06-30T12:00:00+02:00',
        '--stop-after',
        '360',
      ]),
    ).toEqual({
      issueBody: 'body.md',
      stateOut: 'next.md',
      until: '2027-06-30T10:00:00.000Z',
      stopAfter: 360,
    });
  });

  test('refuses unknown options, stray words and bad values with the usage', () => {
    expect(() => notifyOptions(['--issue'])).toThrow(/--issue[\s\S]*Usage: npm run notify/);
    expect(() => notifyOptions(['body.md'])).toThrow(UsageError);
    expect(() => notifyOptions(['--until', 'soon'])).toThrow(/not a date[\s\S]*Usage/);
    // Without its zone a time would mean another moment on another machine.
    expect(() => notifyOptions(['--until', '2027-06-30T10:00'])).toThrow(/not a date[\s\S]*Usage/);
    expect(() => notifyOptions(['--stop-after', '0'])).toThrow(/not a number[\s\S]*Usage/);
  });
});
