import type { GroupedStatuses } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { autoPickedVehicle, defaultPullBacklog, defaultStatusId, defaultTechnician, orderedStatuses } from './createDefaults';

const statuses: GroupedStatuses = {
  TODO: [
    { id: 4, name: 'Nouveau', group: 'TODO', order: 0 },
    { id: 9, name: 'En attente de pièces', group: 'TODO', order: 1 },
  ],
  IN_PROGRESS: [{ id: 5, name: 'En réparation', group: 'IN_PROGRESS', order: 0 }],
  DONE: [{ id: 6, name: 'Prêt', group: 'DONE', order: 0 }],
};

describe('create defaults (fewest clicks)', () => {
  it('picks the vehicle only when the customer has exactly one', () => {
    expect(autoPickedVehicle([{ uuid: 'a' }])).toBe('a');
    expect(autoPickedVehicle([{ uuid: 'a' }, { uuid: 'b' }])).toBeNull();
    expect(autoPickedVehicle([])).toBeNull();
    expect(autoPickedVehicle(undefined)).toBeNull();
  });

  it('starts in the first TODO status, whatever its id', () => {
    expect(defaultStatusId(statuses)).toBe(4);
    expect(defaultStatusId(undefined)).toBeNull();
    expect(defaultStatusId({ ...statuses, TODO: [] })).toBe(5);
  });

  it('lists statuses in board order', () => {
    expect(orderedStatuses(statuses).map((s) => s.id)).toEqual([4, 9, 5, 6]);
  });

  it('assigns a technician (EMPLOYEE) to themselves, not an owner or administrator', () => {
    expect(defaultTechnician({ uuid: 'u1', permissionFlags: 'EMPLOYEE' })).toBe('u1');
    expect(defaultTechnician({ uuid: 'u2', permissionFlags: 'FULL_ADMIN' })).toBeNull();
    expect(defaultTechnician({ uuid: 'u3', permissionFlags: 'ADMINISTRATOR' })).toBeNull();
    expect(defaultTechnician(null)).toBeNull();
  });

  it('ticks the backlog option only when the vehicle has open tasks', () => {
    expect(defaultPullBacklog({ entryCount: 2 })).toBe(true);
    expect(defaultPullBacklog({ entryCount: 0 })).toBe(false);
    expect(defaultPullBacklog(null)).toBe(false);
  });
});
