/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_PATHS, type IconName } from './icon-paths';

// @mui/icons-material is the source of every icon the site draws. The site keeps the path data
// of the few it uses, so that pages carry neither the package nor MUI's SvgIcon runtime; these
// tests hold each kept path to the package's own drawing.

/** The path data the package's icon draws. */
function packagePath(name: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one icon module by name
  const icon = require(`@mui/icons-material/${name}`).default as ComponentType;
  const markup = renderToStaticMarkup(createElement(icon));
  return [...markup.matchAll(/ d="([^"]+)"/g)].map(([, d]) => d).join('');
}

it.each(Object.keys(ICON_PATHS) as IconName[])('%s is the package’s drawing', (name) => {
  expect(ICON_PATHS[name]).toBe(packagePath(name));
});

/** The path data of each picture a stylesheet carries as a data: URL, in the order it names them. */
function stylesheetPaths(file: string): string[] {
  const css = readFileSync(join(__dirname, '..', file), 'utf8');
  return [...css.matchAll(/url\("data:image\/svg\+xml,([^"]+)"\)/g)].map(([, data = '']) => {
    const svg = decodeURIComponent(data);
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www\.w3\.org\/2000\/svg' viewBox='0 0 24 24'>/);
    return [...svg.matchAll(/ d='([^']+)'/g)].map(([, d]) => d).join('');
  });
}

it('the rating’s stars are the package’s StarBorder (outlines) and Star (filled)', () => {
  expect(stylesheetPaths('about/Stars.module.css')).toEqual([
    packagePath('StarBorder'),
    packagePath('Star'),
  ]);
});
