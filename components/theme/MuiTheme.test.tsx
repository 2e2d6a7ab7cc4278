import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { COLOR_SCHEME_ATTRIBUTE } from '@/lib/theme-choice';
import MuiTheme from './MuiTheme';

const root = document.documentElement;

/** The system's setting changes while MUI is mounting: the page's own rule applies the scheme. */
function SystemTurnsDark() {
  useEffect(() => root.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'dark'), []);
  return null;
}

beforeEach(() => root.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'light'));

it('never writes the colour scheme: a change the page made while it mounted stays', () => {
  render(
    <MuiTheme>
      <SystemTurnsDark />
    </MuiTheme>,
  );
  expect(root.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
});
