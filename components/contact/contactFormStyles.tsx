import { GlobalStyle, sxClasses } from '@/components/ui/SxStyle';
import { alertStyles } from './alertStyles';
import { controlStyles, spinKeyframes } from './controlStyles';
import { fieldStyles } from './fieldStyles';

/**
 * The contact form's look (MUI's outlined fields, switch, buttons and alerts), worked out on the
 * server: the form itself is a client leaf that only gets these class names.
 */
export function contactFormStyles() {
  const { classes, styles } = sxClasses({
    form: { display: 'grid', gap: 2 },
    ...fieldStyles,
    ...controlStyles,
    ...alertStyles,
    honeypot: {
      position: 'absolute',
      left: '-10000px',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
    },
  });
  const spin = <GlobalStyle key="spin" name="contact-spin" css={spinKeyframes} />;
  return { classes, styles: [spin, ...styles] };
}

export type ContactFormClasses = ReturnType<typeof contactFormStyles>['classes'];
