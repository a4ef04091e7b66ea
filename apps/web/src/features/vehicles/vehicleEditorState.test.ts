import { describe, expect, it } from 'vitest';
import { backToSelection, chooseVehicle, customerChosen, drawerTitleKey, initialEditorState, startNewVehicle, vehicleSaved } from './vehicleEditorState';

const UUID = '5b0c7f4e-2d7c-4a53-9f43-2a4f8d5e6c71';

describe('initialEditorState', () => {
  it('edits when a vehicle is given', () => {
    expect(initialEditorState({ uuid: UUID, customerMechCount: 3 })).toMatchObject({ mode: 'EDIT', uuid: UUID, canSelect: false });
  });

  it('starts in SELECT when the customer already has vehicles', () => {
    expect(initialEditorState({ customerMechCount: 2 })).toMatchObject({ mode: 'SELECT', uuid: null, canSelect: true });
  });

  it('starts in ADD when the customer has none, or is not chosen yet', () => {
    expect(initialEditorState({ customerMechCount: 0 })).toMatchObject({ mode: 'ADD', canSelect: false });
    expect(initialEditorState({ customerMechCount: null })).toMatchObject({ mode: 'ADD', canSelect: false });
  });
});

describe('transitions', () => {
  const select = initialEditorState({ customerMechCount: 2 });

  it('SELECT → ADD with the new-vehicle button, and back with Cancel', () => {
    const add = startNewVehicle(select);
    expect(add).toMatchObject({ mode: 'ADD', uuid: null, canSelect: true });
    expect(add.session).not.toBe(select.session);
    expect(backToSelection(add)).toMatchObject({ mode: 'SELECT', uuid: null });
  });

  it('picking a vehicle in SELECT opens it in EDIT, and selection stays possible', () => {
    const edit = chooseVehicle(select, UUID);
    expect(edit).toMatchObject({ mode: 'EDIT', uuid: UUID, canSelect: true });
    expect(backToSelection(edit)).toMatchObject({ mode: 'SELECT', uuid: null });
  });

  it('there is no selection to go back to for a customer without vehicles', () => {
    const add = initialEditorState({ customerMechCount: 0 });
    expect(backToSelection(add)).toBe(add);
  });

  it('a customer chosen in the drawer makes selection possible when they have vehicles', () => {
    const add = initialEditorState({ customerMechCount: null });
    expect(customerChosen(add, 1).canSelect).toBe(true);
    expect(customerChosen(add, 0).canSelect).toBe(false);
  });

  it('a created vehicle is edited from then on, in the same form', () => {
    const add = initialEditorState({ customerMechCount: 0 });
    const saved = vehicleSaved(add, UUID);
    expect(saved).toMatchObject({ mode: 'EDIT', uuid: UUID, createdHere: true });
    expect(saved.session).toBe(add.session);
    expect(initialEditorState({ uuid: UUID, customerMechCount: null }).createdHere).toBe(false);
  });
});

describe('drawerTitleKey', () => {
  it('is the edit title with a uuid, the add title otherwise', () => {
    expect(drawerTitleKey(initialEditorState({ uuid: UUID, customerMechCount: null }))).toBe('vehicles.drawer.editTitle');
    expect(drawerTitleKey(initialEditorState({ customerMechCount: 2 }))).toBe('vehicles.drawer.addTitle');
  });
});
