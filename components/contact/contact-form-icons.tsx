// The icons the contact form and the privacy button show.
import Icon from '@/components/ui/Icon';
import { previewSendsNothing } from '@/lib/preview';
import type { ContactFormIcons } from './ContactForm';

/**
 * The icons of the contact form's client parts, drawn by their server parent, so that the page's
 * scripts carry no icon library.
 */
export function contactFormIcons(sendsNothing = previewSendsNothing()): ContactFormIcons {
  return {
    locked: <Icon name="LockOutlined" data-testid="LockOutlinedIcon" />,
    send: <Icon name="Send" data-testid="SendIcon" />,
    saved: <Icon name="CheckCircleOutlined" />,
    failed: <Icon name="ErrorOutlineOutlined" />,
    // Only a preview that sends nothing says so, with this icon.
    ...(sendsNothing && { info: <Icon name="InfoOutlined" /> }),
  };
}

/** The privacy button's icon. */
export const privacyIcon = () => <Icon name="PrivacyTipOutlined" />;
