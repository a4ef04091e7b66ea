import type { StatusGroup, StatusKind } from '@atelier/contracts';

type DefaultStatus = { group: StatusGroup; fr: string; en: string };

/**
 * The statuses a new account starts with, in order within each group (issue 5: "sensible French
 * defaults"); the sign-up names them in the account's language.
 */
export const DEFAULT_STATUSES: Record<StatusKind, readonly DefaultStatus[]> = {
  worksheet: [
    { group: 'TODO', fr: 'À faire', en: 'To do' },
    { group: 'TODO', fr: 'En attente de pièces', en: 'Waiting for parts' },
    { group: 'IN_PROGRESS', fr: 'En cours', en: 'In progress' },
    { group: 'IN_PROGRESS', fr: 'En attente du client', en: 'Waiting for the customer' },
    { group: 'DONE', fr: 'Terminé', en: 'Done' },
    { group: 'DONE', fr: 'Prêt pour facturation', en: 'Ready to invoice' },
  ],
  entry: [
    { group: 'TODO', fr: 'À faire', en: 'To do' },
    { group: 'IN_PROGRESS', fr: 'En cours', en: 'In progress' },
    { group: 'DONE', fr: 'Fait', en: 'Done' },
  ],
};
