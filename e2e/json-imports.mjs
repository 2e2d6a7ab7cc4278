// A module hook for the end-to-end tests: the site's modules import JSON the way the bundler
// allows, without an import attribute, which Node's own loader refuses; this adds the attribute.
// Plain JavaScript, because Node loads hooks before anything can compile TypeScript.
export async function load(url, context, nextLoad) {
  const json = new URL(url).pathname.endsWith('.json');
  return nextLoad(url, json ? { ...context, importAttributes: { type: 'json' } } : context);
}
