/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { z } from 'zod';
import { readContent } from './read-content';

const schema = z.object({ siteUrl: z.url() });
const saved = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'content-')), 'profile.json');
  writeFileSync(file, text);
  return file;
};

it('reads a file as a Windows editor saves it: byte-order mark and CRLF', () => {
  const file = saved('\uFEFF{\r\n  "siteUrl": "https://example.com/"\r\n}\r\n');
  expect(readContent(file, schema)).toEqual({ siteUrl: 'https://example.com/' });
});

it('names the file, the line and the reason when a value is wrong', () => {
  const file = saved('\uFEFF{\n  "siteUrl": "not an address"\n}\n');
  expect(() => readContent(file, schema)).toThrow(new RegExp(`${file}.*2`, 's'));
});
