import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';

export type LazyZodResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  /** Starts loading zod and the schema now (a form calls it when someone starts on it). */
  preload: () => void;
};

/**
 * react-hook-form's zod resolver for a schema that loads, with zod and the
 * resolver, when the form first validates or someone starts on it
 * (`preload`), not with the page: evaluating zod's library and building the
 * schemas is a long piece of a phone's main thread, and a visitor who only
 * looks at a sign-in page never needs it. Should the code fail to load (the
 * connection dropped before anyone touched the form), the values go on
 * unchecked: the server checks them with the same schemas and answers why it
 * refuses them, as it does for any client.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: () => Promise<z4.$ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')])
      .then(([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Input, unknown, Output>)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await load();
    } catch {
      // Unchecked, the values are still only the form's Input: the server's check stands in for the parse to Output.
      return { values: values as unknown as Output, errors: {} };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void load().catch(() => {}) });
}
