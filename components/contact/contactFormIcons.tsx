import IconSvg from '@/components/ui/IconSvg';
import type { ContactFormIcons } from './ContactForm';

/**
 * The icons of the contact form's client parts, drawn by their server parent: the page data then
 * carries the four icons shown, and the page's scripts no icon library.
 */
export function contactFormIcons(): ContactFormIcons {
  return {
    locked: <IconSvg name="LockOutlined" data-testid="LockOutlinedIcon" />,
    send: <IconSvg name="Send" data-testid="SendIcon" />,
    saved: <IconSvg name="SuccessOutlined" />,
    failed: <IconSvg name="ErrorOutline" />,
  };
}

/** The privacy button's icon. */
export const privacyIcon = () => <IconSvg name="PrivacyTipOutlined" />;
