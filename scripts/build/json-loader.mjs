// Turbopack's JSON parser refuses the byte-order mark Windows editors write. Plain JavaScript, as
// Turbopack's loader runner loads it before TypeScript can compile.

/** @param {string} source */
export default function jsonLoader(source) {
  return source.replace(/^\uFEFF/, '');
}
