/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP, HOST_CONFIG, ROBOTS_HEADER, writeHostConfig } from './host-config';

const TEMPLATE = 'scripts/build/host-config.template.json';

const TABLE_URL = 'https://acct.table.core.windows.net/contact?sv=2019-02-02&sp=a&sig=x';

function exportDir() {
  const dir = mkdtempSync(join(tmpdir(), 'host-config-'));
  writeFileSync(join(dir, 'index.html'), '<script>document.title="x"</script>');
  return dir;
}

it('writes the finished configuration with every placeholder filled in; a preview unindexed', () => {
  const dir = exportDir();
  const live = writeHostConfig({ dir, tableUrl: TABLE_URL, template: TEMPLATE, preview: false });
  const written = readFileSync(join(dir, HOST_CONFIG), 'utf8');
  expect(written).not.toMatch(/\{\{|\}\}/);
  const headers = JSON.parse(written).globalHeaders;
  expect(headers[CSP]).toContain("connect-src 'self' https://acct.table.core.windows.net;");
  // Every other header reaches the host exactly as the template has it.
  const committed = JSON.parse(readFileSync(TEMPLATE, 'utf8')).globalHeaders;
  expect({ ...headers, [CSP]: committed[CSP] }).toEqual(committed);
  expect(live.globalHeaders[ROBOTS_HEADER]).toBeUndefined();

  // A preview is kept out of search results, and one without a table connects nowhere else.
  const preview = writeHostConfig({ dir, tableUrl: TABLE_URL, template: TEMPLATE, preview: true });
  expect(preview.globalHeaders).toEqual({ ...live.globalHeaders, [ROBOTS_HEADER]: 'noindex' });

  const sendsNothing = writeHostConfig({ dir, tableUrl: '', template: TEMPLATE, preview: true });
  expect(sendsNothing.globalHeaders[CSP]).toContain("connect-src 'self';");
  // The live site's form must always be able to send.
  expect(() => writeHostConfig({ dir, tableUrl: '', template: TEMPLATE, preview: false })).toThrow(
    'is not set',
  );
});

it('fails, naming it, when a placeholder of the template is left unfilled', () => {
  const dir = exportDir();
  const template = join(dir, 'template.json');
  const committed = JSON.parse(readFileSync(TEMPLATE, 'utf8'));
  committed.globalHeaders['X-Build'] = '{{BUILD_ID}}';
  writeFileSync(template, JSON.stringify(committed));
  expect(() => writeHostConfig({ dir, tableUrl: TABLE_URL, template })).toThrow(
    /would still hold \{\{BUILD_ID\}\}/,
  );
  expect(readdirSync(dir)).not.toContain(HOST_CONFIG);
});

it('keeps the template under another name than the finished file', () => {
  // A deploy tool that searches the repository for the host's file name must never find the
  // template, whose placeholders would block every inline script.
  expect(TEMPLATE.endsWith(`/${HOST_CONFIG}`)).toBe(false);
  expect(readdirSync('.')).not.toContain(HOST_CONFIG);
});

it('reads the table URL from the .env files as `next build` does', () => {
  const root = mkdtempSync(join(tmpdir(), 'host-config-env-'));
  const dir = join(root, 'out');
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.html'), '<p>x</p>');
  writeFileSync(
    join(root, '.env.production.local'),
    `NEXT_PUBLIC_CONTACT_TABLE_URL=https://fromenvfile.table.core.windows.net/contact?sp=a\n`,
  );
  // As `npm run build` runs it: no table URL (a variable set to undefined is left out), production
  // mode, and the repository's tsconfig for the `@/` imports.
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_PUBLIC_CONTACT_TABLE_URL: undefined,
    TSX_TSCONFIG_PATH: join(process.cwd(), 'tsconfig.json'),
  } as const;
  const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
  execFileSync(tsx, [join(process.cwd(), 'scripts/build/post-build.ts')], {
    cwd: root,
    env,
  });
  const csp = JSON.parse(readFileSync(join(dir, HOST_CONFIG), 'utf8')).globalHeaders[
    'Content-Security-Policy'
  ];
  expect(csp).toContain("connect-src 'self' https://fromenvfile.table.core.windows.net;");
});
