import { act, render, screen } from '@testing-library/react';
import { fakeMatchMedia } from '@/scripts/dev/testing/media';
import StartAnimationClient from './StartAnimationClient';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = fakeMatchMedia(reduce);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('covers the page, hidden from assistive technology, and is removed after 2 s', () => {
  preferReducedMotion(false);
  render(<StartAnimationClient />);
  const overlay = screen.getByTestId('start-overlay');
  expect(overlay).toHaveAttribute('aria-hidden', 'true');
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.getByTestId('start-overlay')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByTestId('start-overlay')).not.toBeInTheDocument();
});

it('is skipped when the visitor prefers reduced motion', () => {
  preferReducedMotion(true);
  render(<StartAnimationClient />);
  act(() => jest.advanceTimersByTime(0));
  expect(screen.queryByTestId('start-overlay')).not.toBeInTheDocument();
});
