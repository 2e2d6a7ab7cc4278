import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import theme from '@/components/theme/theme';
import { scrollClearOfCovers } from '@/lib/focus-clearance';
import { fakeMatchMedia } from '@/scripts/dev/testing/media';
import AvailabilityToastClient from './AvailabilityToastClient';

jest.mock('@/lib/focus-clearance', () => ({
  ...jest.requireActual<object>('@/lib/focus-clearance'),
  scrollClearOfCovers: jest.fn(),
}));

/** A toast made for the test: the shipped notices are the content author's to change. */
const TOAST = {
  title: 'Test toast title',
  message: 'Test toast message.',
  closeLabel: 'Close the test toast',
};

const toast = (timeout: number, due: boolean, withTheme = theme) => (
  <ThemeProvider theme={withTheme}>
    <AvailabilityToastClient {...TOAST} timeout={timeout} due={due} />
  </ThemeProvider>
);

function renderToast(timeout = 1000, { due = true, withTheme = theme } = {}) {
  return render(toast(timeout, due, withTheme));
}

/** A visitor whose clicks and pointer moves take no time off the fake clock. */
const visitor = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('comes in once due, scrolling the focused element clear of it, and goes after its timeout', () => {
  const { rerender } = renderToast(1000, { due: false });
  const field = document.body.appendChild(document.createElement('input'));
  field.focus();
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
  expect(scrollClearOfCovers).not.toHaveBeenCalled();
  rerender(toast(1000, true));
  expect(screen.getByText(TOAST.title)).toBeVisible();
  expect(screen.getByText(TOAST.message)).toBeVisible();
  expect(scrollClearOfCovers).toHaveBeenCalledWith(field);
  field.remove();
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(500)); // the exit transition
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
});

it('pauses while the visitor hovers over it', async () => {
  const user = visitor();
  renderToast(1000);
  await user.hover(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText(TOAST.title)).toBeVisible();
  await user.unhover(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(500)); // the exit transition
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
});

it('can be closed, focus going on from the page’s content', async () => {
  const user = visitor();
  const main = document.body.appendChild(
    Object.assign(document.createElement('main'), { id: 'main', tabIndex: -1 }),
  );
  renderToast(10000);
  await user.click(screen.getByRole('button', { name: TOAST.closeLabel }));
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
  expect(main).toHaveFocus();
  main.remove();
});

// jsdom applies only `screen` media queries and lays nothing out, so matchMedia answers.
function renderOnScreen(widerThanLg: boolean) {
  window.matchMedia = fakeMatchMedia(widerThanLg);
  renderToast(10000, {
    withTheme: { ...theme, breakpoints: { ...theme.breakpoints, up: () => '@media screen' } },
  });
}

/** Above the fixed footer and Home's message bar (the space they take), below a modal dialog. */
const ABOVE_FOOTER = 'calc(var(--footer-height) + var(--message-bar-space, 0px) + 24px)';
const UNDER_DIALOGS = 'calc(var(--mui-zIndex-modal) - 1)';

function placement() {
  const { position, bottom, left, right, transform, zIndex } = getComputedStyle(
    screen.getByRole('alert').parentElement!,
  );
  return { position, bottom, left, right, transform, zIndex };
}

it.each([
  ['centre of a screen wider than lg', true, { left: '50%', transform: 'translateX(-50%)' }],
  ['right of a screen up to lg wide', false, { left: 'auto', right: '24px' }],
])('sits at the bottom %s, above the footer, under dialogs', (_, widerThanLg, across) => {
  renderOnScreen(widerThanLg);
  expect(placement()).toMatchObject({
    position: 'fixed',
    bottom: ABOVE_FOOTER,
    zIndex: UNDER_DIALOGS,
    ...across,
  });
});
