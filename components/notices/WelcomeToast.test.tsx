import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import theme from '@/components/theme/theme';
import { fakeMatchMedia } from '@/lib/testing/media';
import WelcomeToast from './WelcomeToast';

function renderToast(timeout = 1000) {
  return render(
    <ThemeProvider theme={theme}>
      <WelcomeToast
        title="Available soon"
        message="From 1 February 2025."
        timeout={timeout}
        closeLabel="Close"
      />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('appears 1 s after load and disappears after its timeout', () => {
  renderToast(1000);
  act(() => jest.advanceTimersByTime(999));
  expect(screen.queryByText('Available soon')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText('Available soon')).toBeVisible();
  expect(screen.getByText('From 1 February 2025.')).toBeVisible();
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(500)); // the exit transition
  expect(screen.queryByText('Available soon')).not.toBeInTheDocument();
});

it('pauses while the visitor hovers over it', () => {
  renderToast(1000);
  act(() => jest.advanceTimersByTime(1000));
  fireEvent.mouseEnter(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText('Available soon')).toBeInTheDocument();
  fireEvent.mouseLeave(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(500)); // the exit transition
  expect(screen.queryByText('Available soon')).not.toBeInTheDocument();
});

it('can be closed', () => {
  renderToast(10000);
  act(() => jest.advanceTimersByTime(1000));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByText('Available soon')).not.toBeInTheDocument();
});

it.each([
  [true, 'MuiSnackbar-anchorOriginBottomCenter'],
  [false, 'MuiSnackbar-anchorOriginBottomRight'],
])('on a screen wider than lg (%s) sits at %s', (wide, anchorClass) => {
  window.matchMedia = fakeMatchMedia(wide);
  renderToast(10000);
  act(() => jest.advanceTimersByTime(1000));
  expect(document.querySelector('.MuiSnackbar-root')).toHaveClass(anchorClass);
});
