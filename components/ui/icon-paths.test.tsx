/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_PATHS, type IconName } from './icon-paths';

// Holds each icon path the site keeps to @mui/icons-material's own drawing.

function packagePath(name: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- one icon module by name
  const icon = require(`@mui/icons-material/${name}`).default as ComponentType;
  const markup = renderToStaticMarkup(createElement(icon));
  return [...markup.matchAll(/ d="([^"]+)"/g)].map(([, d]) => d).join('');
}

const packageSvg = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${packagePath(name)}"/></svg>\n`;

it.each(Object.keys(ICON_PATHS) as IconName[])('%s is the package’s drawing', (name) => {
  expect(ICON_PATHS[name]).toBe(packagePath(name));
});

it.each([
  ['star.svg', 'Star'],
  ['star-border.svg', 'StarBorder'],
])('the rating picture %s is the package’s %s', (file, name) => {
  const svg = readFileSync(join(__dirname, '..', 'about', file), 'utf8');
  expect(svg).toBe(packageSvg(name));
});

const TAB_ICONS = join(__dirname, '..', 'shell', 'tab-icons');

it.each(readdirSync(TAB_ICONS))('the tab icon %s is the package’s drawing of that name', (file) => {
  const svg = readFileSync(join(TAB_ICONS, file), 'utf8');
  expect(svg).toBe(packageSvg(file.replace(/\.svg$/, '')));
});
