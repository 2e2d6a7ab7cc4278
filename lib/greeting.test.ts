import { greetingFor } from './greeting';

it.each([
  [0, 'night'],
  [5, 'night'],
  [6, 'morning'],
  [11, 'morning'],
  [12, 'afternoon'],
  [17, 'afternoon'],
  [18, 'evening'],
  [23, 'evening'],
])('at %i:00 the greeting is %s', (hour, greeting) => {
  expect(greetingFor(hour)).toBe(greeting);
});
