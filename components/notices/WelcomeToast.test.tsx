import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import theme from '@/components/theme/theme';
import { fakeMatchMedia } from '@/lib/testing/media';
import WelcomeToast from './WelcomeToast';

/** A toast made for the test: the shipped notices are the content author's to change. */
const TOAST = {
  title: 'Test toast title',
  message: 'Test toast message.',
  closeLabel: 'Close the test toast',
};

function renderToast(timeout = 1000) {
  return render(
    <ThemeProvider theme={theme}>
      <WelcomeToast {...TOAST} timeout={timeout} />
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
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByText(TOAST.title)).toBeVisible();
  expect(screen.getByText(TOAST.message)).toBeVisible();
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(500)); // the exit transition
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
});

it('pauses while the visitor hovers over it', () => {
  renderToast(1000);
  act(() => jest.advanceTimersByTime(1000));
  fireEvent.mouseEnter(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByText(TOAST.title)).toBeInTheDocument();
  fireEvent.mouseLeave(screen.getByRole('alert'));
  act(() => jest.advanceTimersByTime(1000));
  act(() => jest.advanceTimersByTime(500)); // the exit transition
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
});

it('can be closed', () => {
  renderToast(10000);
  act(() => jest.advanceTimersByTime(1000));
  fireEvent.click(screen.getByRole('button', { name: TOAST.closeLabel }));
  act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByText(TOAST.title)).not.toBeInTheDocument();
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
