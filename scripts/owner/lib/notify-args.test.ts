/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@jest/globals';
import { notifyOptions } from './notify-args';
import { HelpRequest, UsageError } from './owner-args';

const folder = mkdtempSync(join(tmpdir(), 'notify-args-'));
const body = join(folder, 'body.md');
writeFileSync(body, '');

test('notifyOptions reads the files, the end of the window and the time limit', () => {
  expect(notifyOptions([])).toEqual({});
  const more = '--state-out next.md --until 2027-06-30T12:00:00+02:00 --stop-after 360'.split(' ');
  expect(notifyOptions(['--issue-body', body, ...more])).toEqual({
    issueBody: body,
    stateOut: 'next.md',
    until: '2027-06-30T10:00:00.000Z',
    stopAfter: 360,
  });
});

test('notifyOptions refuses unknown options, stray words, bad values; --help, -h ask for usage', () => {
  expect(() => notifyOptions(['--issue'])).toThrow(/--issue[\s\S]*Usage: npm run notify/);
  expect(() => notifyOptions(['body.md'])).toThrow(UsageError);
  expect(() => notifyOptions(['--until', 'soon'])).toThrow(/not a date[\s\S]*Usage/);
  // Without its zone a time would mean another moment on another machine.
  expect(() => notifyOptions(['--until', '2027-06-30T10:00'])).toThrow(/not a date[\s\S]*Usage/);
  expect(() => notifyOptions(['--stop-after', '0'])).toThrow(/not a number[\s\S]*Usage/);
  // Whatever else is given.
  for (const help of ['--help', '-h'])
    expect(() => notifyOptions(['--until', 'soon', help])).toThrow(HelpRequest);
});

test('notifyOptions a file it reads that is not there is named; the file it writes need not be', () => {
  for (const option of ['--issue-body', '--purge-runs', '--digest-runs']) {
    const missing = join(folder, 'gone.json');
    expect(() => notifyOptions([option, missing])).toThrow(UsageError);
    expect(() => notifyOptions([option, missing])).toThrow(
      `${option} ${missing}: there is no such file.`,
    );
  }
  expect(notifyOptions(['--issue-body', body, '--state-out', join(folder, 'new.md')])).toEqual({
    issueBody: body,
    stateOut: join(folder, 'new.md'),
  });
});
