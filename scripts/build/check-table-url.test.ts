/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAY_MS } from '@/scripts/build/table-url/table-sas-time';
import { buildTableUrlVerdict, notedExpiryWarning } from './build-table-url';

// The table URL step of `npm run build`, as the build runs it: from the environment or the .env
// files, before Next.js builds anything (check.test.ts holds the build to that order).
const ROOT = join(__dirname, '../..');
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const azureUrl = (expires: string) =>
  `https://consultant.table.core.windows.net/contact?sv=2019-02-02&spr=https&se=${expires}` +
  '&sp=a&spk=contact&epk=contact&si=contact-form&tn=contact&sig=x';

function check(dir: string) {
  const tsx = join(ROOT, 'node_modules/.bin/tsx');
  const result = spawnSync('node', [tsx, join(ROOT, 'scripts/build/check-table-url.ts')], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_PUBLIC_CONTACT_TABLE_URL: undefined,
      CONTACT_TABLE_LOCAL: undefined,
      CONTACT_TABLE_HOST: undefined,
      TSX_TSCONFIG_PATH: join(ROOT, 'tsconfig.json'),
    },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

it('reads the URL from the .env files, as next build does, and names each file read', () => {
  const dir = mkdtempSync(join(tmpdir(), 'table-url-env-'));
  writeFileSync(join(dir, '.env.production.local'), 'NEXT_PUBLIC_CONTACT_TABLE_URL=ftp://x/\n');
  writeFileSync(join(dir, '.env'), 'UNRELATED=1\n');
  const { code, output } = check(dir);
  expect(code).toBe(1);
  expect(output).toContain('cannot be used: it must use https, not ftp://.');
  expect(output).toContain('is not built without a usable one.');
  expect(output).toContain('The build reads .env.production.local.');
  expect(output).toContain('The build reads .env.');
});

it('accepts the local Azurite only for a local build', () => {
  const azurite = 'http://127.0.0.1:10002/devstoreaccount1/contact?sv=2019-02-02&se=' + day(1);
  const url = `${azurite}&sp=a&spk=contact&epk=contact&tn=contact&sig=x`;
  expect(
    buildTableUrlVerdict({ NEXT_PUBLIC_CONTACT_TABLE_URL: url, CONTACT_TABLE_LOCAL: '1' }),
  ).toEqual({ warning: undefined });
  expect(buildTableUrlVerdict({ NEXT_PUBLIC_CONTACT_TABLE_URL: url }).problem?.reason).toContain(
    'it points at the local Azurite (127.0.0.1:10002), which no visitor can reach',
  );
});

it('lets a deployable URL through, and reminds of a SAS that runs out within a month', () => {
  expect(buildTableUrlVerdict({ NEXT_PUBLIC_CONTACT_TABLE_URL: azureUrl(day(200)) })).toEqual({
    warning: undefined,
  });
  const { problem, warning } = buildTableUrlVerdict({
    NEXT_PUBLIC_CONTACT_TABLE_URL: azureUrl(day(10)),
  });
  expect(problem).toBeUndefined();
  expect(warning).toMatch(/^The contact table SAS in NEXT_PUBLIC_CONTACT_TABLE_URL expires on/);
});

it('warns in CI when the expiry noted for the digest is not the SAS’s', () => {
  const url = azureUrl('2027-05-27T06:06:04Z');
  const noted = (env: Record<string, string>) =>
    notedExpiryWarning({ NEXT_PUBLIC_CONTACT_TABLE_URL: url, ...env });
  expect(noted({ CONTACT_SAS_EXPIRES: '2027-01-01T00:00:00Z' })).toBe(
    "The repository variable CONTACT_SAS_EXPIRES is '2027-01-01T00:00:00Z' but this SAS expires " +
      '2027-05-27T06:06:04Z: set it to 2027-05-27T06:06:04Z, so that the digest warns in time ' +
      '(docs/owner/setup.md).',
  );
  expect(noted({ CONTACT_SAS_EXPIRES: '2027-05-27T06:06:04Z' })).toBeUndefined();
  expect(noted({ SITE_PREVIEW: '1', PREVIEW_SAS_EXPIRES: '' })).toContain('PREVIEW_SAS_EXPIRES');
  // Nothing is noted outside CI, and a preview without a URL has nothing to note.
  expect(noted({})).toBeUndefined();
  expect(notedExpiryWarning({ SITE_PREVIEW: '1', PREVIEW_SAS_EXPIRES: '' })).toBeUndefined();
});

describe('a preview build (SITE_PREVIEW=1)', () => {
  const preview = (url: string | undefined) =>
    buildTableUrlVerdict({ SITE_PREVIEW: '1', NEXT_PUBLIC_CONTACT_TABLE_URL: url });
  const previewUrl = (expires: string) =>
    azureUrl(expires)
      .replace('/contact?', '/contactpreview?')
      .replace('tn=contact', 'tn=contactpreview');

  it('refuses a URL to the live site’s table, and says where the preview’s comes from', () => {
    const { problem } = preview(azureUrl(day(30)));
    if (!problem) throw new Error('A preview must not post to the live table.');
    expect(problem.reason).toContain('it points at the live site\'s table "contact"');
    expect(problem.fix).toContain('npm run --silent sas -- --preview');
    expect(problem.fix).toContain('PREVIEW_CONTACT_TABLE_URL of the `preview-build` environment');
    expect(problem.fix).toContain('PREVIEW_SAS_EXPIRES');
    // Named only in the SAS, or only in the path, it is still the live table.
    const inSas = previewUrl(day(30)).replace('tn=contactpreview', 'tn=Contact');
    expect(preview(inSas).problem?.reason).toContain('live site');
    const inPath = previewUrl(day(30)).replace('/contactpreview?', '/contact?');
    expect(preview(inPath).problem?.reason).toContain('live site');
  });

  it('posts to its own table with a short SAS', () => {
    expect(preview(previewUrl(day(30)))).toEqual({ warning: undefined });
    expect(preview(previewUrl(day(120))).problem?.reason).toBe(
      `its SAS runs until ${day(120)}, more than 92 days away`,
    );
  });

  it('goes without a URL: the form then sends nothing, and the build says so', () => {
    for (const unset of [undefined, '', ' ']) {
      const { problem, warning } = preview(unset);
      expect(problem).toBeUndefined();
      expect(warning).toContain('sends nothing');
    }
  });

  it('is the only build that may post to the preview’s table', () => {
    const { problem } = buildTableUrlVerdict({
      NEXT_PUBLIC_CONTACT_TABLE_URL: previewUrl(day(30)),
    });
    expect(problem?.reason).toBe('its path must be exactly "/contact" (it is "/contactpreview")');
  });
});
