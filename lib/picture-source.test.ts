/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_LIMIT, pictureSource } from './picture-source';

const root = mkdtempSync(join(tmpdir(), 'pictures-'));
writeFileSync(
  join(root, 'small.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>',
);
writeFileSync(join(root, 'small.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(join(root, 'large.jpg'), Buffer.alloc(INLINE_LIMIT + 1));

it('puts a small picture into the page as a data: URL', () => {
  expect(pictureSource('/small.svg', root)).toBe(
    `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>')}`,
  );
  expect(pictureSource('/small.png', root)).toBe('data:image/png;base64,iVBORw==');
});

it('leaves a larger picture at its address', () => {
  expect(pictureSource('/large.jpg', root)).toBe('/large.jpg');
});
