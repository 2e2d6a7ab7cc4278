// Local ports. The tests' come from a block of this checkout's own, so two checkouts running their
// tests at once never share a server or a table; each is overridable.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
export { TABLE_PORT } from '../owner/lib/local-azurite';

const checkout = fileURLToPath(new URL('../..', import.meta.url));
const block = 20_000 + (createHash('sha256').update(checkout).digest().readUInt16BE(0) % 1000) * 8;
const { env } = process;

export const E2E_PORT = Number(env.E2E_PORT ?? block + 0);
/** The site built in its other states (both notices on, as a preview), served beside it. */
export const E2E_STATES_PORT = Number(env.E2E_STATES_PORT ?? block + 1);
/** The in-memory Azurite the end-to-end tests post to. */
export const E2E_TABLE_PORT = Number(env.E2E_TABLE_PORT ?? block + 2);
/** A second one, for the tests of the owner's commands: theirs to empty and count. */
export const E2E_COMMANDS_TABLE_PORT = Number(env.E2E_COMMANDS_TABLE_PORT ?? block + 3);
/** A third, which the outage specs stop and start again while the others post undisturbed. */
export const E2E_OUTAGE_TABLE_PORT = Number(env.E2E_OUTAGE_TABLE_PORT ?? block + 4);
/** The table storage and site of the `npm start` the command specs run. */
export const E2E_START_TABLE_PORT = Number(env.E2E_START_TABLE_PORT ?? block + 5);
export const E2E_START_PORT = Number(env.E2E_START_PORT ?? block + 6);
