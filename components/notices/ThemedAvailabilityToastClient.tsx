'use client';
// The availability toast with the MUI theme it needs around it.
import type { ComponentProps } from 'react';
import MuiTheme from '@/components/theme/MuiTheme';
import AvailabilityToastClient from './AvailabilityToastClient';

/** The toast with MUI's runtime around it: both load only when the toast is enabled. */
export default function ThemedAvailabilityToastClient(
  props: ComponentProps<typeof AvailabilityToastClient>,
) {
  return (
    <MuiTheme>
      <AvailabilityToastClient {...props} />
    </MuiTheme>
  );
}
