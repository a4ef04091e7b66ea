import { ERROR_CODES } from '@atelier/contracts/errors';
import { z } from 'zod';

/**
 * Mantine forms validated by the contracts' own Zod schemas (issue 11): the rules (required,
 * lengths, patterns, money with two decimals…) are written once, in packages/contracts, and the
 * form shows the catalogue message each rule carries. Contracts name their messages with
 * catalogue codes (`.min(1, 'ERR_NAME_REQUIRED')`); a form error is the translation key of that
 * code (`error.ERR_NAME_REQUIRED`), translated when drawn (useTranslatedError), so a language
 * switch also switches the messages already shown.
 *
 * Importing this module brings zod's schemas with it: keep it out of the first screens
 * (sign-in, board), or load it with import() there.
 */

/** A form path pattern: the form path with every array index written `*` (`list.*.taxes.*.rate`). */
type PathPattern = string;

export interface SchemaErrorOptions {
  /** Put before every path: a part of the form validated on its own (`'address.'`). */
  prefix?: string;
  /**
   * Schema path → form path where they differ (`'hourlyRates.valuePerUnit': 'hourlyRate'`), both
   * with indexes written `*`; the `*` of the form path take the issue's indexes in order.
   */
  paths?: Record<PathPattern, PathPattern>;
  /**
   * The form's own wording of a rule, where it words it otherwise than the catalogue: form path
   * pattern → translation key by the issue's catalogue code (`ERR_VALIDATION` also stands for a
   * rule with Zod's own wording), else by Zod's issue code (`too_small`, `invalid_type`…), else `*`.
   */
  messages?: Record<PathPattern, Partial<Record<string, string>>>;
  /**
   * The form paths (patterns) that have an input to show their error. Issues elsewhere (a list
   * too long…) are left to the server's answer, rather than blocking the submit unseen.
   */
  fields?: readonly PathPattern[];
}

export interface ZodFormValidatorOptions<Values> extends SchemaErrorOptions {
  /**
   * The form values as the schema takes them, where the inputs hold something else than the
   * body (numbers typed as strings, a switch that drops a part…). Identity by default.
   */
  toInput?: (values: Values) => unknown;
}

const catalogue: ReadonlySet<string> = new Set(ERROR_CODES);
/** A translation key written in a schema or a refinement of the form (`catalog.form.priceRequired`). */
const TRANSLATION_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

type Issue = z.core.$ZodIssue;

/** The catalogue code an issue carries, or null for Zod's own English wording. */
function issueCode(issue: Issue): string | null {
  if (catalogue.has(issue.message)) return issue.message;
  // A union (`'' or an email`) reports its own generic issue: the code is in its branches.
  if (issue.code === 'invalid_union') {
    for (const branch of issue.errors) {
      for (const inner of branch) {
        const code = issueCode(inner);
        if (code) return code;
      }
    }
  }
  return null;
}

/** Translation key of an issue: its catalogue code, a key it names itself, or ERR_VALIDATION. */
export function issueMessageKey(issue: Issue): string {
  const code = issueCode(issue);
  if (code) return `error.${code}`;
  if (TRANSLATION_KEY.test(issue.message)) return issue.message;
  return 'error.ERR_VALIDATION';
}

const patternOf = (path: readonly PropertyKey[]): PathPattern => path.map((segment) => (typeof segment === 'number' ? '*' : String(segment))).join('.');

/** The form path of a schema path: renamed by `paths` (indexes kept, in order), else the same path. */
function formPath(path: readonly PropertyKey[], options: SchemaErrorOptions): { path: string; pattern: PathPattern } {
  const pattern = patternOf(path);
  const renamed = options.paths?.[pattern];
  if (renamed === undefined) return { path: (options.prefix ?? '') + path.map(String).join('.'), pattern: (options.prefix ?? '') + pattern };
  const indexes = path.filter((segment) => typeof segment === 'number');
  let next = 0;
  const target = renamed
    .split('.')
    .map((segment) => (segment === '*' ? String(indexes[next++] ?? '*') : segment))
    .join('.');
  return { path: (options.prefix ?? '') + target, pattern: (options.prefix ?? '') + renamed };
}

/**
 * Errors of a contract schema for some input, keyed by form path, as translation keys; the first
 * issue of each field only (the schema's order: required before too long).
 */
export function schemaErrors(schema: z.ZodType, input: unknown, options: SchemaErrorOptions = {}): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const { path, pattern } = formPath(issue.path, options);
    if (errors[path] !== undefined || (options.fields && !options.fields.includes(pattern))) continue;
    const worded = options.messages?.[pattern];
    const key = issueMessageKey(issue);
    errors[path] = worded?.[key.replace(/^error\./, '')] ?? worded?.[issue.code] ?? worded?.['*'] ?? key;
  }
  return errors;
}

/**
 * A Mantine `validate` function checking the form with a contract schema:
 * `useForm({ validate: zodFormValidator(productBodySchema, { toInput: toCatalogInput }) })`.
 */
export function zodFormValidator<Values>(schema: z.ZodType, options: ZodFormValidatorOptions<Values> = {}) {
  const { toInput, ...rest } = options;
  return (values: Values): Record<string, string> => schemaErrors(schema, toInput ? toInput(values) : values, rest);
}

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A number box of a form schema (Mantine's NumberInput holds '' while empty, a string while
 * being typed): blank reports `requiredCode`, anything else is checked as a number by the
 * contract's own `schema` (`numberBox(priceSchema.shape.valuePerUnit)`).
 */
export function numberBox<T extends z.ZodType<unknown, number>>(schema: T, requiredCode = 'ERR_REQUIRED') {
  return z
    .unknown()
    .refine((value) => !isBlank(value), requiredCode)
    .transform((value) => Number(value))
    .pipe(schema);
}
