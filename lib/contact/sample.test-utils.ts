// The one sample contact request every test builds on: a field added to the form takes its
// default here, so tests that do not look at it keep passing.
import { EMPTY_CONTACT, type ContactInput } from './fields';
import { toEntity, type ContactEntity, type ContactRequest } from './table-row';

const { topic, ...DEFAULTS } = EMPTY_CONTACT;
void topic;

export const sampleRequest = (changes: Partial<ContactRequest> = {}): ContactRequest => ({
  ...DEFAULTS,
  name: 'Jan Jansen',
  company: 'Voorbeeld B.V.',
  phone: '+31612345678',
  email: 'jan@example.nl',
  remarks: 'Graag een afspraak.',
  sendCV: true,
  ...changes,
});

export const sampleForm = (changes: Partial<ContactInput> = {}): ContactInput => ({
  ...sampleRequest(),
  topic: '',
  ...changes,
});

export const contactRow = (
  changes: Partial<ContactRequest> = {},
  rowKey: string = crypto.randomUUID(),
): ContactEntity => toEntity(sampleRequest(changes), rowKey);
