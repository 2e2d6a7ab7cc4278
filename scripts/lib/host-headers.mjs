// The response headers of the host configuration (Azure Static Web Apps' staticwebapp.config.json)
// in serve-handler's form, so that the local server sends what production sends.

/** SWA route patterns ('/path/*' or an exact path) as serve-handler globs. */
function glob(route) {
  return route.endsWith('/*') ? `${route.slice(1, -2)}/**` : route.slice(1) || 'index.html';
}

const pairs = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** globalHeaders on every response, then each route's own headers on the paths it matches. */
export function serveHeaders(config) {
  return [
    { source: '**', headers: pairs(config.globalHeaders ?? {}) },
    ...(config.routes ?? [])
      .filter((route) => route.headers)
      .map((route) => ({ source: glob(route.route), headers: pairs(route.headers) })),
  ];
}
