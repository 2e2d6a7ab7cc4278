// The message under the contact form that says whether the request got through.
import type { ReactNode } from 'react';
import Alert from '@/components/ui/form/Alert';
import { withName } from '@/lib/contact/name-slot';
import type { Result } from './use-result-state';

export type ResultAlertText = {
  savedTitle: string;
  savedMessage: string;
  errorTitle: string;
  errorMessage: string;
};

type Props = {
  result: Result;
  text: ResultAlertText;
  /** What a preview that sends nothing says instead. */
  preview?: { title: string; message: string } | undefined;
  icons: { saved: ReactNode; failed: ReactNode; info?: ReactNode };
};

/**
 * The outcome of a send. Success goes in an always-present live region, so screen readers
 * announce it; an error is an alert.
 */
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
