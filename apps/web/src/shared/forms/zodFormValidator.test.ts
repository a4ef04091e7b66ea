import { taxGroupsBodySchema } from '@atelier/contracts/taxes';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resources } from '../../i18n/resources';
import { createTranslator } from '../../i18n/translator';
import { issueMessageKey, numberBox, schemaErrors, zodFormValidator } from './zodFormValidator';

const schema = z.object({
  name: z.string().trim().min(1, 'ERR_NAME_REQUIRED').max(5, 'ERR_VALIDATION'),
  contact: z.object({ email: z.union([z.literal(''), z.email('ERR_INVALID_EMAIL')]) }),
  rows: z.array(z.object({ label: z.string().trim().min(1, 'ERR_TITLE_REQUIRED'), qty: z.number().min(1, 'ERR_INVALID_QUANTITY') })),
});
const valid = { name: 'Pneu', contact: { email: '' }, rows: [{ label: 'Pose', qty: 1 }] };

describe('schemaErrors', () => {
  it('has no error for valid values', () => {
    expect(schemaErrors(schema, valid)).toEqual({});
  });

  it('turns the catalogue code of each issue into its translation key, under the form path', () => {
    expect(schemaErrors(schema, { ...valid, name: '  ', contact: { email: 'nope' } })).toEqual({
      name: 'error.ERR_NAME_REQUIRED',
      'contact.email': 'error.ERR_INVALID_EMAIL',
    });
  });

  it('names array items by index, as Mantine list fields do', () => {
    const rows = [
      { label: 'Pose', qty: 1 },
      { label: '', qty: 0 },
    ];
    expect(schemaErrors(schema, { ...valid, rows })).toEqual({
      'rows.1.label': 'error.ERR_TITLE_REQUIRED',
      'rows.1.qty': 'error.ERR_INVALID_QUANTITY',
    });
  });

  it('keeps the first issue of a field only', () => {
    const twoRules = z.object({ code: z.string().min(3, 'ERR_REQUIRED').regex(/^\d+$/, 'ERR_INVALID_POSTCODE') });
    expect(schemaErrors(twoRules, { code: 'a' })).toEqual({ code: 'error.ERR_REQUIRED' });
  });

  it("shows ERR_VALIDATION for a rule with Zod's own wording, and a translation key named by the rule as is", () => {
    const plain = z.object({ a: z.string().max(2), b: z.string().refine((v) => v === 'ok', 'catalog.form.priceRequired') });
    expect(schemaErrors(plain, { a: 'long', b: 'ko' })).toEqual({ a: 'error.ERR_VALIDATION', b: 'catalog.form.priceRequired' });
    expect(issueMessageKey({ code: 'custom', path: [], message: 'Invalid input', input: 1 })).toBe('error.ERR_VALIDATION');
  });

  it('puts a prefix before every path', () => {
    expect(schemaErrors(schema.shape.contact, { email: 'x' }, { prefix: 'customer.' })).toEqual({ 'customer.email': 'error.ERR_INVALID_EMAIL' });
  });

  it('renames schema paths to form paths, keeping the indexes in order', () => {
    const body = z.object({ groups: z.array(z.object({ taxes: z.array(z.object({ rate: z.number().max(100, 'ERR_INVALID_TAX_RATE') })) })) });
    const errors = schemaErrors(
      body,
      { groups: [{ taxes: [] }, { taxes: [{ rate: 1 }, { rate: 200 }] }] },
      { paths: { 'groups.*.taxes.*.rate': 'list.*.taxes.*.rate' } },
    );
    expect(errors).toEqual({ 'list.1.taxes.1.rate': 'error.ERR_INVALID_TAX_RATE' });
  });

  it("words a rule the form's own way, by form path and code", () => {
    const options = { messages: { name: { ERR_VALIDATION: 'catalog.form.codeTooLong' }, 'rows.*.qty': { '*': 'statuses.numbering.min' } } };
    expect(schemaErrors(schema, { ...valid, name: 'far too long', rows: [{ label: 'x', qty: 0 }] }, options)).toEqual({
      name: 'catalog.form.codeTooLong',
      'rows.0.qty': 'statuses.numbering.min',
    });
    // Another code of the same field keeps the catalogue's message.
    expect(schemaErrors(schema, { ...valid, name: '' }, options)).toEqual({ name: 'error.ERR_NAME_REQUIRED' });
  });
});

describe('schemaErrors options', () => {
  const numbers = z.object({ start: numberBox(z.number().int().min(1).max(10)), rows: z.array(z.string()).max(1, 'ERR_VALIDATION') });

  it("words a rule by Zod's issue code where the contract has no catalogue code", () => {
    const options = { messages: { start: { too_small: 'invoicing.numbering.minimum', invalid_type: 'invoicing.numbering.minimum' } } };
    expect(schemaErrors(numbers, { start: 0, rows: [] }, options)).toEqual({ start: 'invoicing.numbering.minimum' });
    expect(schemaErrors(numbers, { start: '1.5', rows: [] }, options)).toEqual({ start: 'invoicing.numbering.minimum' });
    expect(schemaErrors(numbers, { start: 11, rows: [] }, options)).toEqual({ start: 'error.ERR_VALIDATION' });
  });

  it('reads a number box: blank is required, a typed string is checked as a number', () => {
    expect(schemaErrors(numbers, { start: ' ', rows: [] })).toEqual({ start: 'error.ERR_REQUIRED' });
    expect(schemaErrors(z.object({ n: numberBox(z.number(), 'ERR_INVALID_PRICE') }), { n: '' })).toEqual({ n: 'error.ERR_INVALID_PRICE' });
    expect(schemaErrors(numbers, { start: '7', rows: [] })).toEqual({});
  });

  it('keeps only the errors of the fields the form shows', () => {
    expect(schemaErrors(numbers, { start: 0, rows: ['a', 'b'] })).toEqual({ start: 'error.ERR_VALIDATION', rows: 'error.ERR_VALIDATION' });
    expect(schemaErrors(numbers, { start: 0, rows: ['a', 'b'] }, { fields: ['start'] })).toEqual({ start: 'error.ERR_VALIDATION' });
  });
});

describe('zodFormValidator', () => {
  it('validates the form values turned into the request body', () => {
    const validate = zodFormValidator(taxGroupsBodySchema, {
      toInput: (values: { groups: { name: string; rate: string }[] }) => ({
        list: values.groups.map((group) => ({ name: group.name, taxes: [{ name: 'TPS', rate: Number(group.rate) }] })),
      }),
      paths: { 'list.*.name': 'groups.*.name', 'list.*.taxes.*.rate': 'groups.*.rate' },
    });
    expect(validate({ groups: [{ name: 'Québec', rate: '5' }] })).toEqual({});
    expect(
      validate({
        groups: [
          { name: 'Québec', rate: '5' },
          { name: ' ', rate: '101' },
        ],
      }),
    ).toEqual({
      'groups.1.name': 'error.ERR_NAME_REQUIRED',
      'groups.1.rate': 'error.ERR_INVALID_TAX_RATE',
    });
  });

  it.each([
    ['fr', 'Le nom est obligatoire.', 'Certaines informations sont invalides. Vérifiez les champs indiqués.'],
    ['en', 'Name is required.', 'Some information is invalid. Check the highlighted fields.'],
  ])('gives keys the %s texts translate', async (language, required, invalid) => {
    const i18n = createTranslator({ language, resources: { [language]: resources[language as 'fr' | 'en'] } });
    const errors = zodFormValidator(schema)({ ...valid, name: '', rows: [{ label: 'x', qty: 'one' }] });
    expect(i18n.t(errors.name!)).toBe(required);
    expect(i18n.t(errors['rows.0.qty']!)).toBe(invalid);
  });
});
