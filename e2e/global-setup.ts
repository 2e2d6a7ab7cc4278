import { contactTableUrl, startStorage, stopStorage } from './storage';

// One test storage for the whole run; the returned function is the global teardown.
export default async function globalSetup() {
  // Workers inherit the environment: every spec then posts to the URL the site was built with.
  process.env.NEXT_PUBLIC_CONTACT_TABLE_URL = contactTableUrl();
  await startStorage();
  return stopStorage;
}
