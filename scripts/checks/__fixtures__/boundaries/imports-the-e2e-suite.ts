// Imports an end-to-end helper, from a folder of the site (where it is linted), as relative paths do.
import { PAGES } from '../e2e/pages';

export const pages = PAGES;
