/**
 * Modes of the vehicle drawer's form (workshop §2 "Vehicle form modes", §4 "Vehicle drawer" and
 * "Vehicle form"): EDIT with a uuid; otherwise SELECT when the customer already has vehicles (pick
 * one, or 'new vehicle' for ADD), and ADD when they have none. Cancel in ADD goes back to SELECT.
 */
export type VehicleFormMode = 'ADD' | 'EDIT' | 'SELECT';

export interface VehicleEditorState {
  mode: VehicleFormMode;
  /** The vehicle edited (EDIT), or null. */
  uuid: string | null;
  /** The customer has other vehicles to pick from: ADD offers 'back to selection'. */
  canSelect: boolean;
  /** Changes when another vehicle (or a new one) is opened, so the form starts afresh. */
  session: number;
  /** The vehicle was created by this form: the form goes on as it is, nothing to load. */
  createdHere: boolean;
}

export interface EditorStart {
  uuid?: string | null;
  /** How many vehicles the customer has; unknown (null) when there is no customer yet. */
  customerMechCount: number | null;
}

export function initialEditorState({ uuid, customerMechCount }: EditorStart): VehicleEditorState {
  if (uuid) return { mode: 'EDIT', uuid, canSelect: false, session: 0, createdHere: false };
  const canSelect = (customerMechCount ?? 0) > 0;
  return { mode: canSelect ? 'SELECT' : 'ADD', uuid: null, canSelect, session: 0, createdHere: false };
}

/** SELECT: picking an existing vehicle opens it in EDIT. */
export function chooseVehicle(state: VehicleEditorState, uuid: string): VehicleEditorState {
  return { ...state, mode: 'EDIT', uuid, session: state.session + 1, createdHere: false };
}

/** SELECT → ADD through the 'new vehicle' button. */
export function startNewVehicle(state: VehicleEditorState): VehicleEditorState {
  return { ...state, mode: 'ADD', uuid: null, session: state.session + 1, createdHere: false };
}

/** ADD (or a vehicle picked from the list) → SELECT, when the customer has vehicles to pick. */
export function backToSelection(state: VehicleEditorState): VehicleEditorState {
  return state.canSelect ? { ...state, mode: 'SELECT', uuid: null, session: state.session + 1, createdHere: false } : state;
}

/** The customer chosen in the drawer (from /mechs) has vehicles: selection becomes possible. */
export function customerChosen(state: VehicleEditorState, customerMechCount: number): VehicleEditorState {
  return { ...state, canSelect: customerMechCount > 0 };
}

/**
 * The vehicle now exists (created, its entries not yet saved): from here on the drawer edits it,
 * so trying again updates it rather than creating a second one. Same session: the form stays.
 */
export function vehicleSaved(state: VehicleEditorState, uuid: string): VehicleEditorState {
  return { ...state, mode: 'EDIT', uuid, createdHere: true };
}

/** §2: "the title depends on the mode. With a uuid the mode is EDIT, otherwise ADD". */
export const drawerTitleKey = (state: VehicleEditorState) => (state.uuid ? 'vehicles.drawer.editTitle' : 'vehicles.drawer.addTitle');
