'use client';
import type { ComponentProps } from 'react';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { TOAST_DELAY_MS } from '@/lib/notice-timeout';

/** The toast's code (Snackbar, transitions, MUI's runtime): only on pages that show it. */
const ThemedWelcomeToastClient = dynamic(() => import('./ThemedWelcomeToastClient'), {
  ssr: false,
});

type Props = Omit<ComponentProps<typeof ThemedWelcomeToastClient>, 'due'>;

/**
 * The welcome toast's client part as Notices (server) renders it: the toast is due a second
 * after the page has hydrated, counted here, while its code loads; a phone that takes longer to
 * fetch the code does not show it later.
 */
export default function LazyWelcomeToastClient(props: Props) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TOAST_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <ThemedWelcomeToastClient {...props} due={due} />;
}
