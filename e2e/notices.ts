// content/notices.json with the project's override (playwright.config.ts) on top.
import { readFileSync } from 'node:fs';
import { test } from '@playwright/test';
import notices from '../content/notices.json';
import { overlay } from '../lib/content/override';
import type { Locale } from './text';

type Notices = typeof notices;

export function builtNotices(
  file = test.info().project.metadata.contentOverride as string | undefined,
): Notices {
  if (!file) return notices;
  const override = JSON.parse(readFileSync(file, 'utf8')) as { notices?: unknown };
  return overlay(notices, override.notices) as Notices;
}

/** The availability toast a page in a language shows, or undefined where it is switched off. */
export function builtToast(locale: Locale, file?: string) {
  const toast = builtNotices(file).availability[locale];
  return toast.enabled ? toast : undefined;
}
