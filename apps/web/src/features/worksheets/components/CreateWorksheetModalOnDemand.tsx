import { onDemand } from '../../../shared/ui/onDemand';
import type { CreateWorksheetModalProps } from './CreateWorksheetModal';

/**
 * 'Nouveau bon de travail' for the pages that only may open it (the list, a customer's page): the
 * form (its pickers, validation and Zod) comes at its first opening or on `preload`, not with the
 * page (issue 12: the customer page downloaded ~75 KB of it). Same props as CreateWorksheetModal.
 */
export const CreateWorksheetModalOnDemand = onDemand<CreateWorksheetModalProps>(() => import('./CreateWorksheetModal').then((module) => module.CreateWorksheetModal));
