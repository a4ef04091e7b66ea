import type { ComboboxItem } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accentInsensitiveFilter } from './accentInsensitiveFilter';

const options: ComboboxItem[] = ['Laval', 'Montréal-Est', 'Mont-Royal', 'Montréal', 'Saint-Jérôme', 'Pointe-Claire', 'Clarenceville'].map((name) => ({
  value: name,
  label: name,
}));

const labels = (search: string, limit = 50) => accentInsensitiveFilter({ options, search, limit }).map((o) => ('label' in o ? o.label : ''));

describe('accentInsensitiveFilter', () => {
  it('ignores accents and case', () => {
    expect(labels('MONTREAL')).toEqual(['Montréal-Est', 'Montréal']);
    expect(labels('jerome')).toEqual(['Saint-Jérôme']);
  });

  it('lists names starting with the search before names containing it', () => {
    expect(labels('cla')).toEqual(['Clarenceville', 'Pointe-Claire']);
    expect(labels('mont')).toEqual(['Montréal-Est', 'Mont-Royal', 'Montréal']);
  });

  it('stops at the limit', () => {
    expect(labels('', 2)).toEqual(['Laval', 'Montréal-Est']);
  });
});

describe('accentInsensitiveFilter with groups', () => {
  const grouped = [
    {
      group: 'America',
      items: [
        { value: 'America/Toronto', label: 'Toronto' },
        { value: 'America/Montreal', label: 'Montréal' },
      ],
    },
    { group: 'Pacific', items: [{ value: 'Pacific/Noumea', label: 'Nouméa' }] },
  ];

  it('searches inside the groups and drops the empty ones', () => {
    expect(accentInsensitiveFilter({ options: grouped, search: 'noumea', limit: 50 })).toEqual([
      { group: 'Pacific', items: [{ value: 'Pacific/Noumea', label: 'Nouméa' }] },
    ]);
  });

  it('counts the limit across groups', () => {
    const result = accentInsensitiveFilter({ options: grouped, search: '', limit: 2 });
    expect(result).toEqual([grouped[0]]);
  });
});
