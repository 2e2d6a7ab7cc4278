'use client';
// Loads the availability toast's code only where it is shown, and brings it in after a second.
import type { ComponentProps } from 'react';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { TOAST_DELAY_MS } from '@/lib/toast-delay';

/** The toast's code (Snackbar, transitions, MUI's runtime): only on pages that show it. */
const ThemedAvailabilityToastClient = dynamic(() => import('./ThemedAvailabilityToastClient'), {
  ssr: false,
});

type Props = Omit<ComponentProps<typeof ThemedAvailabilityToastClient>, 'due'>;

/**
 * Loads the availability toast's code and makes it due a second after hydration, so a slow phone
 * does not show it later.
 */
export default function LazyAvailabilityToastClient(props: Props) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <ThemedAvailabilityToastClient {...props} due={due} />;
}
