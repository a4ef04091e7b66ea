/**
 * The one cache of the vehicle catalogue (makes, models, equipment types): the vehicle settings
 * edit them, the vehicle forms read them, both through these keys.
 */
export const makeKeys = {
  all: ['nhtsa', 'makes'] as const,
  /** The vehicle form's make box. */
  list: (q: string) => ['nhtsa', 'makes', q] as const,
  /** The settings' search (matches and their count). */
  search: (q: string) => ['nhtsa', 'makes', 'settings', q] as const,
  exclusions: ['exclusions', 'makes'] as const,
};

export const modelKeys = {
  ofMake: (makeId: number) => ['nhtsa', 'models', makeId] as const,
  list: (makeId: number, q: string) => ['nhtsa', 'models', makeId, q] as const,
};

export const equipmentKeys = {
  all: ['equipments'] as const,
};
