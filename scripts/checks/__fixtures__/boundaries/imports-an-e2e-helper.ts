// Imports an end-to-end helper.
import { PAGES } from '@/e2e/pages';

export const pages = PAGES;
