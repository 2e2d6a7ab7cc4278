import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { withName } from '@/lib/contact/name-slot';
import type { Result } from './useResultState';

export type ResultBannerText = {
  savedTitle: string;
  savedMessage: string;
  errorTitle: string;
  errorMessage: string;
};

type Props = { result: Result; text: ResultBannerText };

/**
 * The outcome of a send, shown while the result is not 'Not saved'. The success message appears
 * inside a live region that is always there, so screen readers announce it; an error is an alert.
 */
export default function ResultBanner({ result, text }: Props) {
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {result.status === 'Saved' && (
          <Alert severity="success" role="status">
            <AlertTitle>{text.savedTitle}</AlertTitle>
            {text.savedMessage}
          </Alert>
        )}
      </div>
      {result.status === 'Error' && (
        <Alert severity="error" role="alert">
          <AlertTitle>{text.errorTitle}</AlertTitle>
          {withName(text.errorMessage, result.name)}
        </Alert>
      )}
    </>
  );
}
