'use client';
import dynamic from 'next/dynamic';

/**
 * The welcome toast's client part as Notices (server) renders it: the toast's code (Snackbar,
 * transitions, MUI's runtime) loads only on pages that show it: flag on.
 */
const LazyWelcomeToastClient = dynamic(() => import('./ThemedWelcomeToastClient'), { ssr: false });

export default LazyWelcomeToastClient;
