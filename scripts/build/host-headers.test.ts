/** @jest-environment node */
import { serveHeaders } from './host-headers';

it('sends the global headers everywhere and route headers on their paths', () => {
  expect(
    serveHeaders({
      globalHeaders: { 'X-Content-Type-Options': 'nosniff' },
      routes: [
        { route: '/_next/static/*', headers: { 'Cache-Control': 'immutable' } },
        { route: '/old', redirect: '/new' },
      ],
    }),
  ).toEqual([
    { source: '**', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    { source: '_next/static/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
  ]);
});
