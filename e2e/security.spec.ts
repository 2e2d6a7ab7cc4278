import { expect, test } from '@playwright/test';
import { ALL_PAGES } from './pages';
import { tableEndpoint } from '../scripts/owner/lib/local-azurite';
import { E2E_TABLE_PORT } from '../scripts/dev/ports';

const tableOrigin = new URL(tableEndpoint(E2E_TABLE_PORT)).origin;

test('every page is served with the host configuration’s security headers', async ({ request }) => {
  for (const path of [...ALL_PAGES.map((page) => page.path), '/', '/no/such/page/']) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${tableOrigin}(;|$)`));
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const directive of [
      "img-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    const denied = (headers['permissions-policy'] ?? '').split(/,\s*/);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(denied).toContain(`${feature}=()`);
    }
  }
});

test('assets cached for a year, pages and scripts compressed', async ({ request }) => {
  const html = await (await request.get('/en/about/')).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const cached = await request.get(script!);
  expect(cached.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  for (const path of ['/en/about/', script!, '/no/such/page/']) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers()['content-encoding'], path).toMatch(/^(gzip|br)$/);
  }
});
