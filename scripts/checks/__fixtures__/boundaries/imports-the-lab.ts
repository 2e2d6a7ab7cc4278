// Imports a lab tool.
import { EDITORS } from '@/lab/editors';

export const editors = EDITORS;
