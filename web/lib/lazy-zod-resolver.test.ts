import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false };
const schema = z.object({ email: z.string().trim().email('Email non valida') });

describe('lazyZodResolver', () => {
  it('loads the schema once, at the first validation, and checks with it', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);

    const refused = await resolver({ email: 'nope' }, undefined, OPTIONS);
    expect(refused.errors.email?.message).toBe('Email non valida');
    const accepted = await resolver({ email: '  ada@example.com ' }, undefined, OPTIONS);
    expect(accepted).toEqual({ values: { email: 'ada@example.com' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('starts loading on preload, before any validation', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      return schema;
    });
    resolver.preload();
    resolver.preload();
    expect(loads).toBe(1);
    expect((await resolver({ email: 'nope' }, undefined, OPTIONS)).errors.email?.message).toBe('Email non valida');
    expect(loads).toBe(1);
  });

  it('lets the values through unchecked when the code cannot load, and tries again at the next validation', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });
    expect(await resolver({ email: 'nope' }, undefined, OPTIONS)).toEqual({ values: { email: 'nope' }, errors: {} });
    expect((await resolver({ email: 'nope' }, undefined, OPTIONS)).errors.email?.message).toBe('Email non valida');
    expect(loads).toBe(2);
  });
});
