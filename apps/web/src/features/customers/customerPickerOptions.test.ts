import { describe, expect, it } from 'vitest';
import { customerPickerOptions, customerSearchText, type CustomerOption } from './customerPickerOptions';

const helene: CustomerOption = { uuid: 'h', fullname: 'Hélène Roy', mobile: '8195550188' };
const alain: CustomerOption = { uuid: 'a', fullname: 'Alain Gagnon', mobile: null };
const paul: CustomerOption = { uuid: 'p', fullname: 'Paul Roy', mobile: null };
const uuids = (options: CustomerOption[]) => options.map((customer) => customer.uuid);

describe('customerSearchText', () => {
  it('asks for the trimmed text, and for everyone while the box shows the chosen name', () => {
    expect(customerSearchText('  hél ', null)).toBe('hél');
    expect(customerSearchText('Hélène Roy', helene)).toBe('');
    expect(customerSearchText('Hélène', helene)).toBe('Hélène');
  });
});

describe('customerPickerOptions', () => {
  it("offers the results of the box's own text, first one first", () => {
    const picker = customerPickerOptions({ wanted: 'Roy', answer: { q: 'Roy', items: [helene, paul] }, chosen: null, listOpen: true });
    expect(picker.current).toBe(true);
    expect(uuids(picker.options)).toEqual(['h', 'p']);
  });

  it('offers nothing from the answer of another text (the debounced search not caught up, or its request still out)', () => {
    // 'Hél' answered with two customers, the box now holds 'Hélène': Enter must not pick Alain.
    const picker = customerPickerOptions({ wanted: 'Hélène', answer: { q: 'Hél', items: [alain, helene] }, chosen: null, listOpen: true });
    expect(picker.current).toBe(false);
    expect(picker.options).toEqual([]);
    expect(customerPickerOptions({ wanted: 'Hélène', answer: { q: '', items: [alain, helene] }, chosen: null, listOpen: true }).options).toEqual([]);
    expect(customerPickerOptions({ wanted: 'Hélène', answer: undefined, chosen: null, listOpen: true }).current).toBe(false);
  });

  it('keeps the chosen customer in the list of everyone and while the list is closed', () => {
    expect(uuids(customerPickerOptions({ wanted: '', answer: { q: '', items: [alain, paul] }, chosen: helene, listOpen: true }).options)).toEqual(['h', 'a', 'p']);
    expect(uuids(customerPickerOptions({ wanted: '', answer: { q: '', items: [alain, helene] }, chosen: helene, listOpen: true }).options)).toEqual(['a', 'h']);
    expect(uuids(customerPickerOptions({ wanted: 'x', answer: undefined, chosen: helene, listOpen: false }).options)).toEqual(['h']);
  });

  it('never puts the chosen customer before the results of a search, nor among stale ones', () => {
    expect(uuids(customerPickerOptions({ wanted: 'Alain', answer: { q: 'Alain', items: [alain] }, chosen: helene, listOpen: true }).options)).toEqual(['a']);
    expect(customerPickerOptions({ wanted: 'Alain', answer: { q: 'Al', items: [alain] }, chosen: helene, listOpen: true }).options).toEqual([]);
  });

  it('lists only what a picker shows of a customer', () => {
    const row = { ...helene, email: 'helene@example.com', createdAt: '2026-01-01' };
    expect(customerPickerOptions({ wanted: 'h', answer: { q: 'h', items: [row] }, chosen: null, listOpen: true }).options).toEqual([helene]);
  });
});
