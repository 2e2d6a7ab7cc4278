// Local ports, each overridable so that several checkouts can run side by side.

export { TABLE_PORT } from '../owner/lib/local-azurite';
/** The built site served for the end-to-end tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The same site built with both notices switched on, served beside it for the tests. */
export const E2E_NOTICES_PORT = Number(process.env.E2E_NOTICES_PORT ?? 3101);
/** The same site built as a pull request's preview, served beside it for the tests. */
export const E2E_PREVIEW_PORT = Number(process.env.E2E_PREVIEW_PORT ?? 3102);
/** The in-memory Azurite the end-to-end tests post to. */
export const E2E_TABLE_PORT = Number(process.env.E2E_TABLE_PORT ?? 10012);
/** A second one, for the tests of the owner's commands: theirs to empty and count. */
export const E2E_COMMANDS_TABLE_PORT = Number(process.env.E2E_COMMANDS_TABLE_PORT ?? 10013);
/** A third, which the outage specs stop and start again while the others post undisturbed. */
export const E2E_OUTAGE_TABLE_PORT = Number(process.env.E2E_OUTAGE_TABLE_PORT ?? 10014);
