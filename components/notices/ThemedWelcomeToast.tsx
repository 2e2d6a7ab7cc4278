'use client';
import type { ComponentProps } from 'react';
import MuiTheme from '@/components/theme/MuiTheme';
import WelcomeToast from './WelcomeToast';

/** The toast with MUI's runtime around it: both load only when the toast is enabled. */
export default function ThemedWelcomeToast(props: ComponentProps<typeof WelcomeToast>) {
  return (
    <MuiTheme>
      <WelcomeToast {...props} />
    </MuiTheme>
  );
}
