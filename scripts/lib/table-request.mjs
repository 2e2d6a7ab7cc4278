// The headers the contact form sends with its POST, for the scripts that talk to the table as
// the form does (`npm run sas -- --check`). Scripts cannot import the site's TypeScript: a unit
// test keeps these equal to the form's own (lib/contact/submit.ts).

export const REQUEST_HEADERS = {
  Accept: 'application/json;odata=nometadata',
  'Content-Type': 'application/json',
  'x-ms-version': '2019-02-02',
};
