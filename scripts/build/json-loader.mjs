// Hands Turbopack a content file or catalog as any editor saved it: its JSON parser refuses the
// byte-order mark that Windows editors write at a file's start, which is no part of the JSON.
// Plain JavaScript, as Turbopack's loader runner loads it before TypeScript can compile.

/** @param {string} source */
export default function jsonLoader(source) {
  return source.replace(/^\uFEFF/, '');
}
