/**
 * The contact table's URL with its SAS query string. Next.js writes the value into the bundle at
 * build time; the build checks it elsewhere, so an empty string only happens in unit tests.
 */
export const CONTACT_TABLE_URL = process.env.NEXT_PUBLIC_CONTACT_TABLE_URL ?? '';
