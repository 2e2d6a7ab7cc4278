import { act, renderHook } from '@testing-library/react';
import { RESULT_RESET_MS, useResultState } from './ResultAlert';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the result of a send', () => {
  it('is not taken away by the timer of the result before it', () => {
    const { result } = renderHook(() => useResultState());
    act(() => result.current.show('Error', 'Jan'));
    act(() => jest.advanceTimersByTime(RESULT_RESET_MS - 100));
    // On a busy phone the error's timer can fire after the resend's result but before React's
    // clean-up.
    act(() => {
      result.current.show('Saved', 'Jan');
      jest.advanceTimersByTime(200);
    });
    expect(result.current.result.status).toBe('Saved');
    act(() => jest.advanceTimersByTime(RESULT_RESET_MS));
    expect(result.current.result.status).toBe('Idle');
  });
});
