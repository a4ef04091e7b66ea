import type { Make } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { availableView, compareMakes, excludeMakes, exclusionsChanged, exclusionsView, includeMakes, makeMatches, toDraft } from './makeLists';

const make = (id: number, name: string, source: Make['source'] = 'SYSTEM'): Make => ({ id, name, source });
const names = (makes: Make[]) => makes.map((m) => m.name);

const acura = make(1, 'ACURA');
const honda = make(2, 'HONDA');
const hondaPower = make(3, 'HONDA POWER EQUIPMENT');
const citroen = make(4, 'Citroën');
const garage = make(50, 'Zeta Garage', 'USER');
const atelier = make(51, 'Atelier Maison', 'USER');

describe('compareMakes', () => {
  it('puts USER makes before SYSTEM ones, then orders by name, accents and case aside', () => {
    const sorted = [honda, garage, citroen, acura, atelier].sort(compareMakes);
    expect(names(sorted)).toEqual(['Atelier Maison', 'Zeta Garage', 'ACURA', 'Citroën', 'HONDA']);
  });
});

describe('makeMatches', () => {
  it('matches anywhere in the name, ignoring accents and case', () => {
    expect(makeMatches(citroen, 'citroen')).toBe(true);
    expect(makeMatches(citroen, ' TRO ')).toBe(true);
    expect(makeMatches(hondaPower, 'power')).toBe(true);
    expect(makeMatches(acura, 'honda')).toBe(false);
    expect(makeMatches(acura, '')).toBe(true);
  });
});

describe('moving makes between the lists', () => {
  it('takes an excluded make out of the available list and keeps the exclusions sorted USER then SYSTEM', () => {
    const saved = [honda];
    const draft = excludeMakes(toDraft(saved), [acura, garage]);
    expect(names(exclusionsView(draft, '').items)).toEqual(['Zeta Garage', 'ACURA', 'HONDA']);

    // The server's answer was fetched before the move (it already leaves out the stored HONDA).
    const view = availableView({ found: [atelier, garage, acura, citroen, hondaPower], foundTotal: 5, saved, draft, search: '' });
    expect(names(view.items)).toEqual(['Atelier Maison', 'Citroën', 'HONDA POWER EQUIPMENT']);
    expect(view.total).toBe(3);
  });

  it('puts a stored exclusion moved back into the available list, sorted, and counts it', () => {
    const saved = [honda, garage];
    const draft = includeMakes(toDraft(saved), [honda.id, garage.id]);
    const view = availableView({ found: [atelier, acura, citroen], foundTotal: 3, saved, draft, search: '' });
    expect(names(view.items)).toEqual(['Atelier Maison', 'Zeta Garage', 'ACURA', 'Citroën', 'HONDA']);
    expect(view.total).toBe(5);
    expect(exclusionsView(draft, '').total).toBe(0);
  });

  it('corrects the count with the search: only makes matching it are added back or taken away', () => {
    const saved = [honda];
    const draft = excludeMakes(includeMakes(toDraft(saved), [honda.id]), [hondaPower, acura]);
    // Searching 'honda': the server found HONDA POWER EQUIPMENT among 40 matches (HONDA is stored excluded).
    const view = availableView({ found: [hondaPower], foundTotal: 40, saved, draft, search: 'honda' });
    expect(names(view.items)).toEqual(['HONDA']);
    expect(view.total).toBe(40 - 1 + 1);
    expect(names(exclusionsView(draft, 'honda').items)).toEqual(['HONDA POWER EQUIPMENT']);
  });

  it('draws at most the limit but counts every match', () => {
    const many = Array.from({ length: 300 }, (_, i) => make(100 + i, `Make ${i}`));
    const view = availableView({ found: many.slice(0, 200), foundTotal: 300, saved: [], draft: toDraft([]), search: '' });
    expect(view.items).toHaveLength(200);
    expect(view.total).toBe(300);
    const excluded = exclusionsView(toDraft(many), '', 200);
    expect(excluded.items).toHaveLength(200);
    expect(excluded.total).toBe(300);
  });
});

describe('exclusionsChanged', () => {
  it('is false until the set differs from the stored one, whatever the order of moves', () => {
    const saved = [honda, acura];
    expect(exclusionsChanged(saved, toDraft([acura, honda]))).toBe(false);
    expect(exclusionsChanged(saved, excludeMakes(toDraft(saved), [citroen]))).toBe(true);
    expect(exclusionsChanged(saved, includeMakes(toDraft(saved), [honda.id]))).toBe(true);
    // Moved out and back again: nothing to save.
    expect(exclusionsChanged(saved, excludeMakes(includeMakes(toDraft(saved), [honda.id]), [honda]))).toBe(false);
    // Same size, another make.
    expect(exclusionsChanged(saved, toDraft([honda, citroen]))).toBe(true);
  });
});
