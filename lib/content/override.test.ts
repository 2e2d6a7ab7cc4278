/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { overlay, readOverride } from './override';

const NAMES = ['notices', 'services'];

function overrideFile(text: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'override-')), 'override.json');
  writeFileSync(file, text);
  return { SITE_CONTENT_OVERRIDE: file, CONTACT_TABLE_LOCAL: '1' };
}

it('writes objects over objects key by key, and replaces lists and values whole', () => {
  const base = { en: { enabled: false, title: 'T', tags: ['a', 'b'] }, nl: { enabled: false } };
  const over = { en: { enabled: true, tags: ['c'] } };
  expect(overlay(base, over)).toEqual({
    en: { enabled: true, title: 'T', tags: ['c'] },
    nl: { enabled: false },
  });
  expect(base.en.enabled).toBe(false);
});

it('reads the named file by content name in a local build, and nothing when none is named', () => {
  expect(readOverride(NAMES, {})).toEqual({});
  const env = overrideFile('{ "notices": { "siteOffline": { "en": { "enabled": true } } } }');
  expect(readOverride(NAMES, env)).toEqual({
    notices: { siteOffline: { en: { enabled: true } } },
  });
});

it('stops a build that is not local, so that no deploy ships a test state', () => {
  const env = { ...overrideFile('{}'), CONTACT_TABLE_LOCAL: undefined };
  expect(() => readOverride(NAMES, env)).toThrow(/local builds only/);
});

it('stops on a file that is not JSON or names content that does not exist', () => {
  expect(() => readOverride(NAMES, overrideFile('{ notices'))).toThrow(/SITE_CONTENT_OVERRIDE=/);
  expect(() => readOverride(NAMES, overrideFile('{ "notice": {} }'))).toThrow(
    /no content named notice \(known: notices, services\)/,
  );
});
