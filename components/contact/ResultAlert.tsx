// Whether the contact form's request got through: the result of the last send, and its message.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@/components/ui/form/Alert';
import { withName } from '@/lib/contact/fields';
import type { SubmitOutcome } from '@/lib/contact/submit';

type ResultStatus = 'Idle' | SubmitOutcome | 'Preview';

export type Result = { status: ResultStatus; name: string };

export const RESULT_RESET_MS = 5000;

const IDLE: Result = { status: 'Idle', name: '' };

/** Each new result shows for RESULT_RESET_MS, even when it repeats the last one. */
export function useResultState() {
  const [result, setResult] = useState<Result>(IDLE);
  useEffect(() => {
    if (result.status === 'Idle') return;
    // On a busy phone this timer can fire after a newer result is drawn, before clean-up.
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

export type ResultAlertText = {
  savedTitle: string;
  savedMessage: string;
  errorTitle: string;
  errorMessage: string;
};

type Props = {
  result: Result;
  text: ResultAlertText;
  preview?: { title: string; message: string } | undefined;
  icons: { saved: ReactNode; failed: ReactNode; info?: ReactNode };
};

/** Success goes in an always-present live region, so screen readers announce it. */
export default function ResultAlert({ result, text, preview, icons }: Props) {
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {result.status === 'Saved' && (
          <Alert severity="success" role="status" icon={icons.saved} title={text.savedTitle}>
            {text.savedMessage}
          </Alert>
        )}
        {result.status === 'Preview' && preview && (
          <Alert severity="info" role="status" icon={icons.info} title={preview.title}>
            {preview.message}
          </Alert>
        )}
      </div>
      {result.status === 'Error' && (
        <Alert severity="error" role="alert" icon={icons.failed} title={text.errorTitle}>
          {withName(text.errorMessage, result.name)}
        </Alert>
      )}
    </>
  );
}
