import Icon from '@/components/ui/Icon';
import type { ContactFormIcons } from './ContactForm';

/**
 * The icons of the contact form's client parts, drawn by their server parent: the page data then
 * carries the four icons shown, and the page's scripts no icon library.
 */
export function contactFormIcons(): ContactFormIcons {
  return {
    locked: <Icon name="LockOutlined" data-testid="LockOutlinedIcon" />,
    send: <Icon name="Send" data-testid="SendIcon" />,
    saved: <Icon name="CheckCircleOutlined" />,
    failed: <Icon name="ErrorOutlineOutlined" />,
    info: <Icon name="InfoOutlined" />,
  };
}

/** The privacy button's icon. */
export const privacyIcon = () => <Icon name="PrivacyTipOutlined" />;
