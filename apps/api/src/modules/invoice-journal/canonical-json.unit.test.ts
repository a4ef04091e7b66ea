import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts keys whatever order the object was built in', () => {
    expect(canonicalJson({ b: 1, a: 2, c: 3 })).toBe('{"a":2,"b":1,"c":3}');
    expect(canonicalJson({ c: 3, a: 2, b: 1 })).toBe(canonicalJson({ a: 2, b: 1, c: 3 }));
    // Code-unit order, not locale order: upper case before lower case, 'é' after 'z'.
    expect(canonicalJson({ é: 1, z: 2, Z: 3, a: 4 })).toBe('{"Z":3,"a":4,"z":2,"é":1}');
  });

  it('sorts nested objects, including objects inside arrays', () => {
    expect(canonicalJson({ z: { y: 1, x: { b: 2, a: 1 } }, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"z":{"x":{"a":1,"b":2},"y":1}}');
  });

  it('keeps arrays in their order', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson({ lines: ['b', 'a'] })).toBe('{"lines":["b","a"]}');
  });

  it('writes plain JSON without spaces: strings escaped, null, booleans, negative and zero cents', () => {
    expect(canonicalJson({ s: 'Réparation "frein"\n', n: null, t: true, f: false, neg: -1250, zero: -0 })).toBe(
      '{"f":false,"n":null,"neg":-1250,"s":"Réparation \\"frein\\"\\n","t":true,"zero":0}',
    );
  });

  it('refuses floats and unsafe integers: amounts are integer cents', () => {
    expect(() => canonicalJson({ total: 12.5 })).toThrow(/\$\.total is 12\.5/);
    expect(() => canonicalJson({ taxes: [{ cents: 0.1 }] })).toThrow(/\$\.taxes\[0\]\.cents/);
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError);
    expect(() => canonicalJson({ n: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => canonicalJson({ n: 2 ** 53 })).toThrow(TypeError);
    expect(canonicalJson({ n: Number.MAX_SAFE_INTEGER })).toBe(`{"n":${Number.MAX_SAFE_INTEGER}}`);
  });

  it('refuses what is not plain data instead of letting toJSON decide', () => {
    expect(() => canonicalJson({ at: new Date(0) })).toThrow(/\$\.at is a Date/);
    expect(() => canonicalJson({ big: 1n })).toThrow(TypeError);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError);
    expect(() => canonicalJson({ m: new Map() })).toThrow(/Map/);
    expect(() => canonicalJson([1, undefined])).toThrow(/\$\[1\] is undefined/);
  });

  it('leaves undefined properties out, as jsonb does, and accepts null-prototype objects', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}');
    const bare = Object.create(null) as Record<string, unknown>;
    bare.y = 2;
    bare.x = 1;
    expect(canonicalJson(bare)).toBe('{"x":1,"y":2}');
  });
});
