// npm run sas -- --expires YYYY-MM-DD (or --days N): mints the production contact table URL,
// an add-only, https-only SAS for table `contact`, signed with the account key from
// AZURE_STORAGE_CONNECTION_STRING. The URL goes to stdout, everything else to stderr, so
// NEXT_PUBLIC_CONTACT_TABLE_URL="$(npm run --silent sas -- --days 180)" works.
import { runOwnerCommand } from './lib/owner-command.mjs';
import { sasOptions } from './lib/owner-args.mjs';
import { contactTableSasUrl } from './lib/sas.mjs';
import { contactTableUrlProblem } from './lib/table-url.mjs';

await runOwnerCommand(async (account) => {
  const { expiresOn } = sasOptions(process.argv.slice(2));
  if (!account.accountKey) {
    throw new Error(
      'Minting a SAS needs the account key: use a connection string with AccountKey=.',
    );
  }
  if (!account.tableEndpoint.startsWith('https://')) {
    throw new Error(
      `${account.tableEndpoint} is not https, and the SAS is for https only. Set ` +
        "AZURE_STORAGE_CONNECTION_STRING to your storage account's connection string " +
        '(Azure portal → Storage account → Access keys). `npm start` mints its own local SAS.',
    );
  }
  const url = contactTableSasUrl({ ...account, expiresOn, https: true });
  // The same check the build makes: never print a URL the build would refuse.
  const problem = contactTableUrlProblem(url);
  if (problem) throw new Error(`The minted URL cannot be used: ${problem}.`);
  console.error(
    `Add-only, https-only SAS for table "contact" at ${account.tableEndpoint}, ` +
      `valid until ${expiresOn.toISOString()}.\n` +
      "Build the site with it, and again with a new one before it expires:\n  NEXT_PUBLIC_CONTACT_TABLE_URL='<the URL below>' npm run build\n",
  );
  console.log(url);
});
