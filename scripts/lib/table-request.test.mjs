import { REQUEST_HEADERS as FORM_HEADERS } from '@/lib/contact/submit';
import { REQUEST_HEADERS } from './table-request.mjs';

it('sends what the contact form sends', () => {
  expect(REQUEST_HEADERS).toEqual(FORM_HEADERS);
});
