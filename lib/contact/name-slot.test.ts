import { NAME_SLOT, withName } from './name-slot';

it('puts the name in the slot', () => {
  expect(withName(`Thank you, ${NAME_SLOT}`, 'Jan')).toBe('Thank you, Jan');
  expect(withName(`${NAME_SLOT}, niet verzonden`, 'An')).toBe('An, niet verzonden');
});

it('leaves a message without a slot as it is, and takes names literally', () => {
  expect(withName('Company correctly entered', 'Jan')).toBe('Company correctly entered');
  expect(withName(`Hi ${NAME_SLOT}`, '$& {name} $1')).toBe('Hi $& {name} $1');
});
