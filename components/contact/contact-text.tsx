// The words and icons the Contact page's server part hands to its client parts, in its language.
import { getTranslations } from 'next-intl/server';
import Icon from '@/components/ui/Icon';
import { CONTACT_PROBLEMS, NAME_SLOT, type ContactProblem } from '@/lib/contact/fields';
import { profile } from '@/lib/content/profile';
import { previewSendsNothing } from '@/lib/preview';
import type { ContactFormIcons, ContactFormText } from './ContactForm';
import type { PrivacyText } from './PrivacyButton';

export async function contactFormText(
  sendsNothing = previewSendsNothing(),
): Promise<ContactFormText> {
  const t = await getTranslations('ContactForm');
  const cv = await getTranslations('CvSwitch');
  const button = await getTranslations('SubmitButton');
  const result = await getTranslations('ResultAlert');
  const honeypot = await getTranslations('Honeypot');
  return {
    label: t('label'),
    fields: {
      name: { label: t('name'), valid: t('nameValid', { name: NAME_SLOT }) },
      company: { label: t('company'), valid: t('companyValid'), empty: t('companyEmpty') },
      phone: { label: t('phone'), valid: t('phoneValid'), placeholder: t('phonePlaceholder') },
      email: { label: t('email'), valid: t('emailValid') },
    },
    remarks: t('remarks'),
    problems: Object.fromEntries(CONTACT_PROBLEMS.map((key) => [key, t(key)])) as Record<
      ContactProblem,
      string
    >,
    honeypot: honeypot('label'),
    cv: { question: cv('question'), no: cv('no'), yes: cv('yes') },
    button: {
      send: button('send'),
      resend: button('resend'),
      sending: button('sending'),
      locked: button('locked'),
      notReady: button('notReady'),
    },
    result: {
      savedTitle: result('savedTitle'),
      savedMessage: result('savedMessage'),
      errorTitle: result('errorTitle'),
      errorMessage: result('errorMessage', { name: NAME_SLOT, email: profile.email }),
    },
    ...(sendsNothing && {
      preview: {
        notice: t('previewNotice'),
        title: result('previewTitle'),
        message: result('previewMessage'),
      },
    }),
  };
}

// Drawn here, so that the page's scripts carry no icon library.
export function contactFormIcons(sendsNothing = previewSendsNothing()): ContactFormIcons {
  return {
    locked: <Icon name="LockOutlined" data-testid="LockOutlinedIcon" />,
    send: <Icon name="Send" data-testid="SendIcon" />,
    saved: <Icon name="CheckCircleOutlined" />,
    failed: <Icon name="ErrorOutlineOutlined" />,
    ...(sendsNothing && { info: <Icon name="InfoOutlined" /> }),
  };
}

/** In reading order: who to ask, then why, what, how long, how safe, and where to complain. */
const PRIVACY_SECTIONS = [
  'questions',
  'purpose',
  'data',
  'retention',
  'security',
  'complaints',
] as const;

export async function privacyText(): Promise<PrivacyText> {
  const t = await getTranslations('PrivacyDialog');
  const owner = {
    company: profile.companyName,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
  };
  return {
    open: t('open'),
    title: t('title'),
    close: t('close'),
    icon: <Icon name="PrivacyTipOutlined" />,
    sections: PRIVACY_SECTIONS.map((id) => ({
      id,
      title: t(`sections.${id}.title`),
      text: t(`sections.${id}.text`, owner),
    })),
  };
}
