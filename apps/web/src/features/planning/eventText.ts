import type { PlanningEvent } from '@atelier/contracts/planning';

/** Who the appointment is for: the customer on file, else the contact an online booking gave, else its title. */
export function eventCustomer(event: Pick<PlanningEvent, 'customer' | 'contact' | 'title'>): string | null {
  return event.customer?.fullname ?? event.contact?.fullname ?? event.title ?? null;
}

/** The vehicle: its name, else its plate, else what an online booking typed. */
export function eventVehicle(event: Pick<PlanningEvent, 'mech' | 'vehicleText'>): string | null {
  if (event.mech) return event.mech.name || event.mech.license || event.mech.serialNumber || null;
  return event.vehicleText ?? null;
}

export function eventServices(event: Pick<PlanningEvent, 'services'>): string {
  return event.services.map((service) => service.name).join(', ');
}

/** The appointment a 409 names (details field 'conflict' = its uuid), when the page holds it. */
export function conflictUuid(details: readonly { field: string; message: string }[]): string | null {
  return details.find((detail) => detail.field === 'conflict')?.message ?? null;
}
