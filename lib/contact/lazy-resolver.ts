// Lets the contact form load its input checks only once a visitor starts filling it in.
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads its validation code on the visitor's first move into the form, so
 * readers never download it. Until then the form is empty, never valid: `problem` answers.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
  problem: { field: string; message: string },
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const start = () => {
    loading ??= load();
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    if (!loading) {
      return {
        values: {},
        errors: { [problem.field]: { type: 'required', message: problem.message } },
      } as Awaited<ReturnType<Resolver<Input, unknown, Output>>>;
    }
    return (await loading)(values, context, options);
  };
  return { resolver, start };
}
