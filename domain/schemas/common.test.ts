import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  checkCoordinatePair,
  codePointLength,
  hasControlCharacters,
  isUuid,
  optionalCoordinateSchema,
  optionalTextSchema,
  requiredTextSchema,
  uuidSchema,
} from './common';

describe('codePointLength', () => {
  it('counts an emoji once, like char_length', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('🍕')).toBe(1);
    expect('🍕'.length).toBe(2);
    expect(codePointLength('')).toBe(0);
  });
});

describe('hasControlCharacters', () => {
  it('finds C0, DEL, C1 and bidi controls', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u007Fb', 'a\u0085b', 'a\u202Eb', 'a\u2066b']) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
    }
  });

  it('allows ordinary text, accents and emoji sequences', () => {
    for (const ok of ['Caffè Ñandú', '👨‍👩‍👧 famiglia', "L'Osteria"]) {
      expect(hasControlCharacters(ok)).toBe(false);
    }
  });

  it('can allow line breaks and tabs for multi-line fields', () => {
    expect(hasControlCharacters('riga 1\nriga 2\r\n\tfine', { allowLineBreaks: true })).toBe(false);
    expect(hasControlCharacters('a\u0000b', { allowLineBreaks: true })).toBe(true);
    expect(hasControlCharacters('a\u202Eb', { allowLineBreaks: true })).toBe(true);
  });
});

describe('uuidSchema', () => {
  it('accepts any hex uuid, lowercased', () => {
    expect(uuidSchema.parse('3F2B8C1E-9D4A-4E6B-8F1A-2C3D4E5F6A7B')).toBe('3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b');
    expect(uuidSchema.parse('00000000-0000-0000-0000-000000000001')).toBe('00000000-0000-0000-0000-000000000001');
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '3f2b8c1e9d4a4e6b8f1a2c3d4e5f6a7b', '3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7', 42, null]) {
      expect(uuidSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('isUuid', () => {
  it('tells a path id that can be a row id from one that cannot', () => {
    expect(isUuid('3F2B8C1E-9D4A-4E6B-8F1A-2C3D4E5F6A7B')).toBe(true);
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(true);
    expect(isUuid('3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7')).toBe(false);
    expect(isUuid("3f2b8c1e-9d4a-4e6b-8f1a-2c3d4e5f6a7b' OR '1'='1")).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});

describe('text schemas', () => {
  const required = requiredTextSchema({ max: 5, requiredMessage: 'obbligatorio', tooLongMessage: 'troppo' });
  const optional = optionalTextSchema({ max: 5, tooLongMessage: 'troppo' });

  it('trims, requires non-blank text and counts code points', () => {
    expect(required.parse('  ciao ')).toBe('ciao');
    expect(required.parse('🍕🍕🍕🍕🍕')).toBe('🍕🍕🍕🍕🍕');
    expect(required.safeParse('   ').error?.issues[0]?.message).toBe('obbligatorio');
    expect(required.safeParse(undefined).error?.issues[0]?.message).toBe('obbligatorio');
    expect(required.safeParse('123456').error?.issues[0]?.message).toBe('troppo');
  });

  it('turns blank optional text into null and keeps absence', () => {
    expect(optional.parse('')).toBeNull();
    expect(optional.parse('   ')).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeUndefined();
    expect(optional.parse(' ok ')).toBe('ok');
    expect(optional.safeParse('a\u0000').success).toBe(false);
  });
});

describe('coordinates', () => {
  const pair = z
    .object({ latitude: optionalCoordinateSchema('latitude'), longitude: optionalCoordinateSchema('longitude') })
    .superRefine((value, ctx) => checkCoordinatePair(value, ctx));

  it('parses numbers and numeric text, decimal comma included', () => {
    expect(pair.parse({ latitude: 45.4642, longitude: 9.19 })).toEqual({ latitude: 45.4642, longitude: 9.19 });
    expect(pair.parse({ latitude: ' 45,4642 ', longitude: '9.19' })).toEqual({ latitude: 45.4642, longitude: 9.19 });
  });

  it('treats blank and null as absent', () => {
    expect(pair.parse({ latitude: '', longitude: null })).toEqual({ latitude: undefined, longitude: undefined });
    expect(pair.parse({})).toEqual({});
  });

  it('refuses text that is not a number and values out of range', () => {
    expect(pair.safeParse({ latitude: 'abc', longitude: 9 }).success).toBe(false);
    expect(pair.safeParse({ latitude: 90.1, longitude: 9 }).success).toBe(false);
    expect(pair.safeParse({ latitude: 45, longitude: -180.5 }).success).toBe(false);
    expect(pair.safeParse({ latitude: Number.NaN, longitude: 9 }).success).toBe(false);
  });

  it('refuses one half of a pair, on the missing half', () => {
    const result = pair.safeParse({ latitude: 45 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['longitude']);
    expect(pair.safeParse({ longitude: '9' }).error?.issues[0]?.path).toEqual(['latitude']);
  });
});
