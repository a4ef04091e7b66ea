import { describe, expect, it } from 'vitest';
import { coercedIntId, INT4_MAX, intId, isStorableText, moneyAmount, optionalText, pageQuery, unstorableTextPath } from './bounds.js';

describe('unstorableTextPath', () => {
  it('finds a lone surrogate or a NUL anywhere, keys included', () => {
    expect(unstorableTextPath({ a: 'ok', b: { c: ['x', 'y\ud800'] } })).toEqual(['b', 'c', 1]);
    expect(unstorableTextPath({ a: '\udc00z' })).toEqual(['a']);
    expect(unstorableTextPath(['a\u0000b'])).toEqual([0]);
    expect(unstorableTextPath({ ['k\ud800']: 1 })).toEqual(['k\ufffd']);
  });

  it('lets well-formed text through: accents, emoji (a surrogate pair), numbers, null', () => {
    expect(unstorableTextPath({ a: 'Zoé 🚗', b: 12, c: null, d: [true, { e: 'œ' }] })).toBeNull();
    expect(isStorableText('🚗')).toBe(true);
    expect(isStorableText('\ud83d')).toBe(false);
  });
});

describe('bounded numbers', () => {
  it('ids stop at the integer column', () => {
    expect(intId().safeParse(INT4_MAX).success).toBe(true);
    expect(intId().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(intId().safeParse(0).success).toBe(false);
    expect(coercedIntId().safeParse(String(INT4_MAX + 1)).success).toBe(false);
    expect(coercedIntId().safeParse('12').data).toBe(12);
  });

  it('money is 0 to 99 999 999 in whole cents', () => {
    expect(moneyAmount().safeParse(99_999_999).success).toBe(true);
    expect(moneyAmount().safeParse(0.1 + 0.2).success).toBe(true);
    expect(moneyAmount().safeParse(1e21).success).toBe(false);
    expect(moneyAmount().safeParse(12.345).success).toBe(false);
    expect(moneyAmount().safeParse(-0.01).success).toBe(false);
  });

  it('pages stop at 100 000', () => {
    expect(pageQuery().safeParse(undefined).data).toBe(1);
    expect(pageQuery().safeParse('100001').success).toBe(false);
  });
});

describe('optionalText', () => {
  it('trims, turns blank or absent into null, refuses past the bound', () => {
    const schema = optionalText(5);
    expect(schema.parse('  abc ')).toBe('abc');
    expect(schema.parse('   ')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('ERR_VALIDATION');
    expect(schema.safeParse(12).error?.issues[0]?.message).toBe('ERR_VALIDATION');
  });
});
