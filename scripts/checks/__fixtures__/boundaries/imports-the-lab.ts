// Imports a lab tool, from two folders deep in the site (where it is linted), as relative paths do.
import { EDITORS } from '../../lab/editors';

export const editors = EDITORS;
