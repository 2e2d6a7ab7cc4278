// The host configuration's response headers in serve-handler's form, so the local server sends
// what production sends.

type Headers = Record<string, string>;

export type HostConfig = {
  globalHeaders?: Headers;
  routes?: ({ route: string; headers?: Headers } & Record<string, unknown>)[];
};

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** SWA route patterns ('/path/*' or an exact path) as serve-handler globs. */
function glob(route: string): string {
  return route.endsWith('/*') ? `${route.slice(1, -2)}/**` : route.slice(1) || 'index.html';
}

const pairs = (headers: Headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** globalHeaders on every response, then each route's own headers on the paths it matches. */
export function serveHeaders(config: HostConfig): HeaderRule[] {
  return [
    { source: '**', headers: pairs(config.globalHeaders ?? {}) },
    ...(config.routes ?? []).flatMap((route) =>
      route.headers ? [{ source: glob(route.route), headers: pairs(route.headers) }] : [],
    ),
  ];
}
