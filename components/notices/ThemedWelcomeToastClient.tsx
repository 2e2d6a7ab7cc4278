'use client';
// The welcome toast with the MUI theme it needs around it.
import type { ComponentProps } from 'react';
import MuiTheme from '@/components/theme/MuiTheme';
import WelcomeToastClient from './WelcomeToastClient';

/** The toast with MUI's runtime around it: both load only when the toast is enabled. */
export default function ThemedWelcomeToastClient(props: ComponentProps<typeof WelcomeToastClient>) {
  return (
    <MuiTheme>
      <WelcomeToastClient {...props} />
    </MuiTheme>
  );
}
