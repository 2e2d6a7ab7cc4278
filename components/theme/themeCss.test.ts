import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_CSS_FILE, themeCss, themeStylesheet } from './themeCss';

const css = themeCss();

it('defines every colour scheme’s variables under its data-theme, light also as the default', () => {
  expect(css).toContain(':root, [data-theme="light"]{');
  expect(css).toMatch(/:root, \[data-theme="light"\]\{[^}]*--mui-palette-primary-main:#0b4f8a/);
  expect(css).toMatch(/\[data-theme="dark"\]\{[^}]*--mui-palette-primary-main:#8cc4f5/);
  expect(css).toMatch(/\[data-theme="contrast"\]\{[^}]*--mui-palette-primary-main:#ffff00/);
});

it('tells the browser each scheme’s light or dark mode, for form controls and scrollbars', () => {
  expect(css).toContain('[data-theme="light"]{color-scheme:light;');
  expect(css).toContain('[data-theme="dark"]{color-scheme:dark;');
  expect(css).toContain('[data-theme="contrast"]{color-scheme:dark;');
});

it('has the baseline: page colours from the scheme, no margin, no overscroll back-swipe', () => {
  expect(css).toMatch(/body\{[^}]*margin:0;/);
  expect(css).toMatch(/body\{[^}]*background-color:var\(--mui-palette-background-default\)/);
  expect(css).toMatch(/body\{[^}]*font:var\(--mui-font-body1\)/);
  expect(css).toMatch(/html\{[^}]*overscroll-behavior-x:none;/);
});

it('is complete: the type scale, every elevation and MUI components’ own variables', () => {
  expect(css).toContain('--mui-font-body1:400 1rem/1.5');
  expect(css).toContain('--mui-spacing:8px');
  expect(css).toContain('--mui-shadows-24:');
  expect(css).toMatch(/\[data-theme="dark"\]\{[^}]*--mui-overlays-24:/);
  expect(css).toContain('--mui-palette-Alert-errorStandardBg:');
});

it('is what theme.css holds', () => {
  const committed = readFileSync(join(__dirname, '../..', THEME_CSS_FILE), 'utf8');
  if (committed !== themeStylesheet())
    throw new Error(`${THEME_CSS_FILE} is behind theme.ts: run npm run generate and commit it.`);
});
