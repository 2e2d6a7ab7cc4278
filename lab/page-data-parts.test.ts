/** @jest-environment node */
import { expect, it } from '@jest/globals';
import { largestParts } from './page-data-parts';

it('names the largest rows of a payload by their element, class and label, largest first', () => {
  const payload = [
    '1:"$Sreact.fragment"',
    '2:I[39756,["/_next/static/chunks/a.js"],"default"]',
    '3:["$","ul",null,{"aria-label":"Products","className":"_0yB7gG_list","children":[["$","li","a",{"children":"one"}],["$","li","b",{"children":"two"}]]}]',
    '4:T12,{"@context":"x"}',
    '5:["$","$L2",null,{"label":"Main","tabs":[]}]',
  ].join('\n');
  const parts = largestParts(payload, 3);
  expect(parts.map(({ what }) => what)).toEqual([
    'ul .list "Products"',
    'client component reference',
    'data (client component props)',
  ]);
  expect(parts[0]?.bytes).toBe(Buffer.byteLength(payload.split('\n')[2]!));
});
