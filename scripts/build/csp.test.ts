/** @jest-environment node */
import { buildCsp, scriptHash, tableOrigin } from './csp';

const template = "script-src 'self' {{SCRIPT_HASHES}}; connect-src 'self' {{TABLE_ORIGIN}}";

it('allows the table host of the configured endpoint, without path or SAS', () => {
  const csp = buildCsp(template, {
    tableUrl: 'https://acct.table.core.windows.net/contact?sv=2019-02-02&sp=a&sig=secret',
    scripts: [],
  });
  expect(csp).toBe("script-src 'self' ; connect-src 'self' https://acct.table.core.windows.net");
  expect(csp).not.toContain('sig');
  expect(tableOrigin('http://127.0.0.1:10012/devstoreaccount1/contact?sig=x')).toBe(
    'http://127.0.0.1:10012',
  );
});

it('allows each inline script by its hash, once', () => {
  const csp = buildCsp(template, {
    tableUrl: 'https://a.example/contact',
    scripts: ['a()', 'b()', 'a()'],
  });
  expect(csp.match(/'sha256-/g)).toHaveLength(2);
  expect(csp).toContain(scriptHash('a()'));
  expect(csp).not.toContain('unsafe-inline');
});

it('hashes as browsers do: sha256 of the exact text, base64', () => {
  expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
});
