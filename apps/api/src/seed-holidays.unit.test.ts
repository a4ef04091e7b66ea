import { describe, expect, it } from 'vitest';

/*
 * The demo seed's public holidays and public address (scripts/seed/holidays.mjs and
 * demo-planning.mjs; JavaScript, loaded by their paths): the booking closures of the demo shop.
 */
type Closure = { from: string; to: string; label: string };
// Easter and the other date rules are the contracts' (packages/contracts/src/holidays.test.ts).
const { publicHolidays } = (await import(/* @vite-ignore */ new URL('../../../scripts/seed/holidays.mjs', import.meta.url).href)) as {
  publicHolidays: (country: string, region: string | null, year: number) => Closure[];
};
const { slugify } = (await import(/* @vite-ignore */ new URL('../../../scripts/seed/slugify.mjs', import.meta.url).href)) as { slugify: (name: string) => string };

describe('demo seed: public holidays', () => {
  it('lists Québec’s statutory holidays of a year in date order, one day each', () => {
    const days = publicHolidays('CA', 'QC', 2026);
    expect(days.map((d) => d.from)).toEqual(['2026-01-01', '2026-04-03', '2026-05-18', '2026-06-24', '2026-07-01', '2026-09-07', '2026-10-12', '2026-12-25']);
    expect(days.every((d) => d.to === d.from && d.label.length > 0)).toBe(true);
    // The Monday before 25 May is the 24th itself when the 24th is a Monday (2027-05-24).
    expect(publicHolidays('CA', 'QC', 2027).map((d) => d.from)).toContain('2027-05-24');
  });

  it('knows the rest of Canada and France, and nothing of other countries', () => {
    expect(publicHolidays('CA', 'ON', 2026).map((d) => d.from)).toEqual(expect.arrayContaining(['2026-05-18', '2026-12-26']));
    expect(publicHolidays('CA', 'ON', 2026).map((d) => d.from)).not.toContain('2026-06-24');
    const france = publicHolidays('FR', null, 2026).map((d) => d.from);
    expect(france).toEqual(expect.arrayContaining(['2026-04-06', '2026-05-14', '2026-05-25', '2026-07-14', '2026-11-11']));
    expect(france).toHaveLength(11);
    expect(publicHolidays('DE', null, 2026)).toEqual([]);
  });
});

describe('demo seed: the booking page’s address', () => {
  it('slugifies the shop name into a valid booking slug', () => {
    expect(slugify('Garage Tremblay & Fils')).toBe('garage-tremblay-fils');
    expect(slugify('  Élan Auto — Saint-Jérôme ')).toBe('elan-auto-saint-jerome');
    expect(slugify('x'.repeat(70) + ' y')).toMatch(/^[a-z0-9][a-z0-9-]{1,58}[a-z0-9]$/);
  });
});
