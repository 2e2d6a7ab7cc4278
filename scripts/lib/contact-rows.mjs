// What the owner commands make of a row of the contact table. The form writes exactly one shape
// of row; anything else was posted some other way (the add-only SAS is public) and is shown
// apart, with the reason, instead of being read as a request or crashing the listing.

/** The properties a row written by the contact form has, and their types. */
const FORM_FIELDS = {
  contactName: 'string',
  contactCompany: 'string',
  contactPhone: 'string',
  contactMail: 'string',
  contactQuestion: 'string',
  sendCV: 'boolean',
};
const PARTITION = 'contact';

const isMetadata = (name) => name.startsWith('odata.') || name.includes('@odata.');
const SYSTEM = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

/** Why a row (as the service sent it) is not one the form wrote; undefined when it is. */
export function notFormReason(entity) {
  if (entity.PartitionKey !== PARTITION) return `its PartitionKey is not "${PARTITION}"`;
  const extra = Object.keys(entity).filter(
    (name) => !isMetadata(name) && !SYSTEM.has(name) && !(name in FORM_FIELDS),
  );
  if (extra.length > 0) return `it has properties the form never sends: ${extra.join(', ')}`;
  for (const [name, type] of Object.entries(FORM_FIELDS)) {
    if (typeof entity[name] !== type) return `${name} is missing or not ${type}`;
  }
  return undefined;
}

const received = (entity) => {
  const date = new Date(typeof entity.Timestamp === 'string' ? entity.Timestamp : Number.NaN);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const byNewest = (a, b) => (b.received?.getTime() ?? 0) - (a.received?.getTime() ?? 0);

/**
 * Splits the rows into contact requests (newest first, every field as text) and the rows the
 * form did not write (with their real keys and the reason).
 */
export function readContactRows(entities) {
  const requests = [];
  const others = [];
  for (const entity of entities) {
    const reason = notFormReason(entity);
    const id = String(entity.RowKey ?? '');
    if (reason) {
      others.push({
        received: received(entity),
        partition: String(entity.PartitionKey),
        id,
        reason,
      });
      continue;
    }
    requests.push({
      received: received(entity),
      name: entity.contactName,
      company: entity.contactCompany,
      phone: entity.contactPhone,
      email: entity.contactMail,
      cv: entity.sendCV ? 'yes' : 'no',
      remarks: entity.contactQuestion,
      id,
    });
  }
  return { requests: requests.sort(byNewest), others: others.sort(byNewest) };
}
