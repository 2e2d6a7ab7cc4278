import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose validation code loads when the visitor first moves into the form
 * (`start`), not with the page: the page then neither downloads nor runs it for visitors who
 * only read. Until then the form is untouched and empty, which is never valid, so that is the
 * answer given without loading anything; `problem` names the first required field's problem.
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
