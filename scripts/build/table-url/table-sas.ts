// The SAS part of the contact table URL: add-only rights to one table and partition, over https.
import { sasTimeProblem } from './table-sas-time';
import { CONTACT_PARTITION, refuse, type TableTarget, type TableUrlProblem } from './table-url';

/** Every parameter a service SAS for a table may carry; Azure reads their names in any case. */
const SAS_PARAMETERS = [
  'sv',
  'tn',
  'sp',
  'st',
  'se',
  'spk',
  'srk',
  'epk',
  'erk',
  'sip',
  'spr',
  'si',
  'sig',
];

/** The SAS's parameters by their lower-case names, as Azure reads them, each with its values. */
function sasParameters(query: URLSearchParams) {
  const byName = new Map<string, string[]>();
  for (const [name, value] of query) {
    const lower = name.toLowerCase();
    byName.set(lower, [...(byName.get(lower) ?? []), value]);
  }
  return {
    names: byName,
    get: (name: string) => byName.get(name)?.[0],
    has: (name: string) => byName.has(name),
  };
}

// Azure's SAS needs a stored access policy (si=, revocable without a new account key) and https
// only; a local Azurite build's has neither.
export function sasProblem(
  search: URLSearchParams,
  now: Date,
  local: boolean,
  tableTarget: TableTarget,
): TableUrlProblem | undefined {
  const { table: expectedTable, mint: MINT } = tableTarget;
  const query = sasParameters(search);
  const repeated = [...query.names].filter(([, values]) => values.length > 1).map(([name]) => name);
  if (repeated.length > 0) {
    return refuse(
      `its SAS gives ${repeated.map((name) => `"${name}"`).join(', ')} more than once`,
      `a repeated parameter may be read one way here and another way by Azure: ${MINT}`,
    );
  }
  if (query.has('ss') || query.has('srt')) {
    return refuse(
      'it carries an account SAS (ss=/srt=), valid for every table of the account (and with ' +
        'ss=b, q or f also for blobs, queues and files)',
      `use a SAS for the ${expectedTable} table only: ${MINT}`,
    );
  }
  const unknown = [...query.names.keys()].filter((name) => !SAS_PARAMETERS.includes(name));
  if (unknown.length > 0) {
    return refuse(
      `its query string has ${unknown.map((name) => `"${name}"`).join(', ')}, which is not part of a table SAS`,
      `use the URL exactly as \`npm run sas\` prints it: ${MINT}`,
    );
  }
  const missing = ['sv', 'sig'].filter((name) => !query.get(name));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    return refuse(`its query string is not a SAS (it lacks ${names})`, MINT);
  }
  const table = query.get('tn');
  if (table?.toLowerCase() !== expectedTable) {
    return refuse(
      table ? `its SAS is for table "${table}"` : 'its SAS does not name its table (tn=)',
      `it must be a SAS for table "${expectedTable}" (tn=${expectedTable}): ${MINT}`,
    );
  }
  const range = ['spk', 'epk'].filter((name) => query.has(name));
  if (range.length === 0) {
    return refuse(
      'its SAS lets rows into any partition (it has no spk=, epk=): a flood could spread them ' +
        'over a partition each, which the purge reaches last',
      `use spk=${CONTACT_PARTITION}&epk=${CONTACT_PARTITION}, as \`npm run sas\` mints it: ${MINT}`,
    );
  }
  if (range.length === 1 || range.some((name) => query.get(name) !== CONTACT_PARTITION)) {
    return refuse(
      `its SAS confines rows to partitions other than "${CONTACT_PARTITION}" (spk=, epk=), where the form stores none`,
      `use spk=${CONTACT_PARTITION}&epk=${CONTACT_PARTITION}, as \`npm run sas\` mints it: ${MINT}`,
    );
  }
  if (query.get('sp') !== 'a') {
    return refuse(
      `its SAS must allow add only (sp=a), not ${query.has('sp') ? `sp=${query.get('sp')}` : 'leave sp= out'}`,
      `anyone can read this URL; with more than add they could read or delete requests: ${MINT}`,
    );
  }
  if (!local && !query.get('si')) {
    return refuse(
      'its SAS names no stored access policy (si=): if it leaked, only rotating the account key ' +
        'could revoke it',
      MINT,
    );
  }
  const protocol = query.get('spr');
  if (!local && protocol !== 'https') {
    return refuse(
      `its SAS must insist on https (spr=https), not ${protocol ? `spr=${protocol}` : 'leave spr= out'}`,
      MINT,
    );
  }
  return sasTimeProblem({ expiry: query.get('se'), start: query.get('st') }, now, tableTarget);
}
