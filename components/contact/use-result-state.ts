// Holds the contact form's last send result, and clears it again after a few seconds.
import { useCallback, useEffect, useState } from 'react';
import type { SubmitOutcome } from '@/lib/contact/submit';

/**
 * The form's result: 'Idle' (no banner) until a send, then 'Saved' or 'Error'; 'Preview' on a
 * preview that sends nothing.
 */
type ResultStatus = 'Idle' | SubmitOutcome | 'Preview';

/** The result and the name it was sent with, for the banner. */
export type Result = { status: ResultStatus; name: string };

/** Every change of the result falls back to 'Idle' after this long. */
export const RESULT_RESET_MS = 5000;

const IDLE: Result = { status: 'Idle', name: '' };

/** The result of the last send; each new result shows for 5 s, even when it repeats the last one. */
export function useResultState() {
  const [result, setResult] = useState<Result>(IDLE);
  useEffect(() => {
    if (result.status === 'Idle') return;
    // On a busy phone this timer can fire after a newer result is drawn, before clean-up: only
    // reset this result.
    const timer = setTimeout(
      () => setResult((current) => (current === result ? IDLE : current)),
      RESULT_RESET_MS,
    );
    return () => clearTimeout(timer);
  }, [result]);
  const show = useCallback(
    (status: Exclude<ResultStatus, 'Idle'>, name: string) => setResult({ status, name }),
    [],
  );
  return { result, show };
}
