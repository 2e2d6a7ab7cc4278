/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOST_CONFIG, writeHostConfig } from './host-config';

const TEMPLATE = 'scripts/host-config.template.json';

const TABLE_URL = 'https://acct.table.core.windows.net/contact?sv=2019-02-02&sp=a&sig=x';

function exportDir() {
  const dir = mkdtempSync(join(tmpdir(), 'host-config-'));
  writeFileSync(join(dir, 'index.html'), '<script>document.title="x"</script>');
  return dir;
}

it('writes the finished configuration with every placeholder filled in', () => {
  const dir = exportDir();
  writeHostConfig({ dir, tableUrl: TABLE_URL, template: TEMPLATE });
  const written = readFileSync(join(dir, HOST_CONFIG), 'utf8');
  expect(written).not.toMatch(/\{\{|\}\}/);
  const headers = JSON.parse(written).globalHeaders;
  expect(headers['Content-Security-Policy']).toContain(
    "connect-src 'self' https://acct.table.core.windows.net;",
  );
  expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
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
  // As `npm run build` runs it: no table URL in the environment, and not under Jest's NODE_ENV.
  const env = { ...process.env };
  delete env.NEXT_PUBLIC_CONTACT_TABLE_URL;
  delete env.NODE_ENV;
  execFileSync('node', ['--import', 'tsx', join(process.cwd(), 'scripts/host-config.ts')], {
    cwd: root,
    env,
  });
  const csp = JSON.parse(readFileSync(join(dir, HOST_CONFIG), 'utf8')).globalHeaders[
    'Content-Security-Policy'
  ];
  expect(csp).toContain("connect-src 'self' https://fromenvfile.table.core.windows.net;");
});
