import type { GroupedStatuses, Mech, Status } from '@atelier/contracts';
import type { Role } from '@atelier/contracts';

/*
 * The create form's defaults, chosen so that the usual work order takes as few clicks as
 * possible (issue 5: "create in as few clicks as possible").
 */

/** A customer with exactly one vehicle: that vehicle, chosen already. */
export function autoPickedVehicle(mechs: readonly Pick<Mech, 'uuid'>[] | undefined): string | null {
  return mechs && mechs.length === 1 ? mechs[0].uuid : null;
}

/** A new work order starts in the first status of the TODO group (shell spec §4 categories). */
export function defaultStatusId(statuses: GroupedStatuses | undefined): number | null {
  if (!statuses) return null;
  return statuses.TODO[0]?.id ?? statuses.IN_PROGRESS[0]?.id ?? statuses.DONE[0]?.id ?? null;
}

/** The statuses in board order: TODO, then IN_PROGRESS, then DONE, each in its own order. */
export function orderedStatuses(statuses: GroupedStatuses | undefined): Status[] {
  if (!statuses) return [];
  return [...statuses.TODO, ...statuses.IN_PROGRESS, ...statuses.DONE];
}

/** Technicians are the EMPLOYEE role (the permission set named TECHNICIAN): they take their own work orders. */
export function isTechnician(role: Role | null | undefined): boolean {
  return role === 'EMPLOYEE';
}

/** The signed-in technician works on what they open; an owner or administrator picks someone. */
export function defaultTechnician(user: { uuid: string; permissionFlags: Role } | null): string | null {
  return user && isTechnician(user.permissionFlags) ? user.uuid : null;
}

/** 'Ajouter les tâches du carnet d'entretien' is ticked when the vehicle has open backlog tasks. */
export function defaultPullBacklog(mech: Pick<Mech, 'entryCount'> | null | undefined): boolean {
  return !!mech && mech.entryCount > 0;
}
