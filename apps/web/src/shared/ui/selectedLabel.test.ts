import { describe, expect, it } from 'vitest';
import { selectedLabel } from './selectedLabel';

describe('selectedLabel', () => {
  it('answers the label of the chosen item', () => {
    expect(
      selectedLabel(
        [
          { value: '3', label: 'À faire' },
          { value: '4', label: 'En cours' },
        ],
        '4',
      ),
    ).toBe('En cours');
  });

  it('reads plain values and groups', () => {
    expect(selectedLabel(['Ford', 'Toyota'], 'Toyota')).toBe('Toyota');
    expect(
      selectedLabel(
        [
          { group: 'À faire', items: [{ value: '1', label: 'Nouveau' }] },
          { group: 'Terminé', items: [{ value: '9', label: 'Livré' }, '10'] },
        ],
        '9',
      ),
    ).toBe('Livré');
    expect(selectedLabel([{ group: 'Terminé', items: ['10'] }], '10')).toBe('10');
  });

  it('answers nothing when no option is chosen or the option is not in the data yet', () => {
    expect(selectedLabel([{ value: '3', label: 'À faire' }], null)).toBe('');
    expect(selectedLabel([{ value: '3', label: 'À faire' }], '')).toBe('');
    expect(selectedLabel(undefined, '3')).toBe('');
    expect(selectedLabel([{ value: '3', label: 'À faire' }], '5')).toBe('');
  });
});
