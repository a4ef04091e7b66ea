/**
 * The one text a journal record's content hashes to, whoever writes or re-reads it: JSON with every
 * object's keys sorted (by UTF-16 code units, as Array.prototype.sort compares them), arrays kept in
 * their order, no spaces. PostgreSQL's jsonb reorders keys and a reader may rebuild the object in
 * any order, so only a sorted form survives the round trip byte for byte.
 *
 * Money is integer cents: a number that is not a safe integer throws (a float's text is not stable
 * across languages, and jsonb would keep digits JavaScript cannot). Only plain data is accepted
 * (null, booleans, strings, integers, arrays, plain objects): a Date or a class instance throws
 * instead of turning into whatever its toJSON says. An undefined property is left out, as
 * JSON.stringify and jsonb do; undefined inside an array throws (JSON would make it null).
 */
export function canonicalJson(value: unknown): string {
  return write(value, '$');
}

function write(value: unknown, path: string): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new TypeError(`canonicalJson: ${path} is ${value}, not an integer (amounts are integer cents)`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value
      .map((item, i) => {
        if (item === undefined) throw new TypeError(`canonicalJson: ${path}[${i}] is undefined`);
        return write(item, `${path}[${i}]`);
      })
      .join(',')}]`;
  }
  if (typeof value === 'object' && isPlainObject(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${write(record[key], `${path}.${key}`)}`).join(',')}}`;
  }
  throw new TypeError(`canonicalJson: ${path} is a ${describe(value)}, not plain JSON data`);
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function describe(value: unknown): string {
  if (typeof value === 'object' && value !== null) return (value.constructor as { name?: string } | undefined)?.name ?? 'object';
  return typeof value;
}
