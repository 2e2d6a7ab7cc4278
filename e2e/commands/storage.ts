// The command specs' own test table storage (playwright.config.ts), theirs to empty and count.
import { E2E_COMMANDS_TABLE_PORT } from '../../scripts/dev/ports';
import * as storage from '../storage';

export { contactRow, POST_HEADERS, SITE_ORIGIN } from '../storage';

export const TABLE_PORT = E2E_COMMANDS_TABLE_PORT;

/** An add-only URL of the contact table, like the site's. */
export const contactTableUrl = () => storage.contactTableUrl(TABLE_PORT);
export const readRequests = () => storage.readRequests(TABLE_PORT);
export const clearRequests = () => storage.clearRequests(TABLE_PORT);
