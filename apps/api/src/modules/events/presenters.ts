import { mechDisplayName, type PlanningEvent } from '@atelier/contracts';
import type { EventListRow } from './queries.js';

/** The word a vehicle's name uses when make and model are unknown, in the shop's language (as on invoices). */
export const unknownVehicleWord = (language: string): string => (language.startsWith('fr') ? 'INCONNU' : 'UNKNOWN');

/** An appointment → eventSchema; the vehicle named as everywhere else (year make model). */
export function presentEvent(row: EventListRow, unknownVehicle: string): PlanningEvent {
  const { event } = row;
  return {
    uuid: event.uuid,
    start: event.startTime.toISOString(),
    end: event.endTime.toISOString(),
    status: event.status as PlanningEvent['status'],
    source: event.source,
    title: event.title,
    notes: event.notes,
    bay: row.bay,
    technician: row.technician,
    customer: row.customer,
    mech: row.mech
      ? {
          uuid: row.mech.uuid,
          name: mechDisplayName(
            { modelYear: row.mech.modelYear, make: row.make, model: row.model ? { ...row.model, make: row.modelMake } : null, type: row.type },
            unknownVehicle,
          ),
          license: row.mech.license,
          serialNumber: row.mech.serialNumber,
        }
      : null,
    vehicleText: event.vehicleText,
    contact: event.contact ?? null,
    services: event.services,
    worksheet: row.worksheet,
    unseen: event.source === 'ONLINE' && event.seenAt === null,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
