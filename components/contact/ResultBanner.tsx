import type { ReactNode } from 'react';
import { withName } from '@/lib/contact/name-slot';
import type { ContactFormClasses } from './contactFormStyles';
import type { Result } from './useResultState';

export type ResultBannerText = {
  savedTitle: string;
  savedMessage: string;
  errorTitle: string;
  errorMessage: string;
};

type Props = {
  result: Result;
  text: ResultBannerText;
  icons: { saved: ReactNode; failed: ReactNode };
  classes: ContactFormClasses;
};

/**
 * The outcome of a send, shown while the result is not 'Not saved'. The success message appears
 * inside a live region that is always there, so screen readers announce it; an error is an alert.
 */
export default function ResultBanner({ result, text, icons, classes }: Props) {
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {result.status === 'Saved' && (
          <div role="status" className={classes.success}>
            {icons.saved}
            <div className={classes.alertText}>
              <strong className={classes.alertTitle}>{text.savedTitle}</strong>
              {text.savedMessage}
            </div>
          </div>
        )}
      </div>
      {result.status === 'Error' && (
        <div role="alert" className={classes.error}>
          {icons.failed}
          <div className={classes.alertText}>
            <strong className={classes.alertTitle}>{text.errorTitle}</strong>
            {withName(text.errorMessage, result.name)}
          </div>
        </div>
      )}
    </>
  );
}
