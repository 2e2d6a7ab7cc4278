'use client';
import dynamic from 'next/dynamic';

/** The toast's code (Snackbar, transitions) loads only on pages that show it: flag on. */
const LazyWelcomeToast = dynamic(() => import('./ThemedWelcomeToast'), { ssr: false });

export default LazyWelcomeToast;
