// One contact request, so that unit and end-to-end tests send and expect the same fields.
import type { ContactEntity, ContactRequest } from '@/lib/contact/table-row';

/** What the form sends once filled in (the phone number in +31 form). */
export const JAN: ContactRequest = {
  name: 'Jan Jansen',
  company: 'Voorbeeld B.V.',
  phone: '+31612345678',
  email: 'jan@example.nl',
  remarks: 'Graag een afspraak.',
  sendCV: true,
};

/** The row that request becomes, under a RowKey of the caller's choice (or matcher). */
export const janEntity = <Key>(rowKey: Key): Omit<ContactEntity, 'RowKey'> & { RowKey: Key } => ({
  PartitionKey: 'contact',
  RowKey: rowKey,
  contactName: JAN.name,
  contactCompany: JAN.company,
  contactPhone: JAN.phone,
  contactMail: JAN.email,
  contactQuestion: JAN.remarks,
  sendCV: JAN.sendCV,
});
