// A Node module hook that adds the JSON import attribute the bundler does without. Plain
// JavaScript, as Node loads hooks before TypeScript can compile.
export async function load(url, context, nextLoad) {
  const json = new URL(url).pathname.endsWith('.json');
  return nextLoad(url, json ? { ...context, importAttributes: { type: 'json' } } : context);
}
