/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_FAMILIES, productPicture } from './ProductTile';

const PUBLIC = join(__dirname, '..', '..', 'public');

it('every product family has its picture, and every picture a family', () => {
  const files = readdirSync(join(PUBLIC, 'images', 'products')).map(
    (file) => `/images/products/${file}`,
  );
  expect(files.sort()).toEqual(PRODUCT_FAMILIES.map(productPicture).sort());
});

it.each(PRODUCT_FAMILIES)('the %s picture is a 32 px square tile', (family) => {
  const svg = readFileSync(join(PUBLIC, productPicture(family)), 'utf8');
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32">/,
  );
});
