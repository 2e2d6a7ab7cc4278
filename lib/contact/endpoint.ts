/**
 * The contact table's URL with its SAS, written into the bundle at build time (empty only in
 * unit tests, as the build checks it).
 */
export const CONTACT_TABLE_URL = process.env.NEXT_PUBLIC_CONTACT_TABLE_URL ?? '';
