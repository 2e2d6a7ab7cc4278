import { iconSx } from '@/components/ui/Icon';

// MUI's standard success and error alerts, as sx for the contact form's result banner.

const alert = (severity: 'success' | 'error') =>
  ({
    display: 'flex',
    gap: 1.5,
    px: 2,
    py: 0.75,
    borderRadius: 1,
    typography: 'body2',
    bgcolor: `var(--mui-palette-Alert-${severity}StandardBg)`,
    color: `var(--mui-palette-Alert-${severity}Color)`,
    '& > svg': {
      ...iconSx('medium'),
      py: 0.875,
      boxSizing: 'content-box',
      opacity: 0.9,
      color: `var(--mui-palette-Alert-${severity}IconColor)`,
    },
  }) as const;

export const alertStyles = {
  success: alert('success'),
  error: alert('error'),
  alertText: { py: 1 },
  alertTitle: { display: 'block', typography: 'body1', fontWeight: 500, mt: '-2px', mb: '0.35em' },
} as const;
