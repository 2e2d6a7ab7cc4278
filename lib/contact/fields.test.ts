/** @jest-environment node */
import type { Resolver } from 'react-hook-form';
import { lazyResolver, NAME_SLOT, withName } from './fields';

type Values = { name: string };
const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

function setUp() {
  const real = jest.fn<ReturnType<Resolver<Values>>, Parameters<Resolver<Values>>>(
    async (values) => ({
      values,
      errors: {},
    }),
  );
  const load = jest.fn(async () => real as Resolver<Values>);
  return {
    real,
    load,
    ...lazyResolver<Values, Values>(load, { field: 'name', message: 'nameRequired' }),
  };
}

it('answers "not valid yet" untouched, then loads the rules once on the first focus', async () => {
  const { resolver, start, load, real } = setUp();
  const untouched = await resolver({ name: '' }, undefined, OPTIONS);
  expect(untouched.errors).toEqual({ name: { type: 'required', message: 'nameRequired' } });
  expect(load).not.toHaveBeenCalled();

  await Promise.all([start(), start()]);
  expect(load).toHaveBeenCalledTimes(1);
  expect(await resolver({ name: 'Jan' }, undefined, OPTIONS)).toEqual({
    values: { name: 'Jan' },
    errors: {},
  });
  expect(real).toHaveBeenCalledWith({ name: 'Jan' }, undefined, OPTIONS);
});

it('puts the name in the slot, literally, and leaves a message without one as it is', () => {
  expect(withName(`Thank you, ${NAME_SLOT}`, 'Jan')).toBe('Thank you, Jan');
  expect(withName(`${NAME_SLOT}, niet verzonden`, 'An')).toBe('An, niet verzonden');
  expect(withName(`Hi ${NAME_SLOT}`, '$& {name} $1')).toBe('Hi $& {name} $1');
  expect(withName('Company correctly entered', 'Jan')).toBe('Company correctly entered');
});
