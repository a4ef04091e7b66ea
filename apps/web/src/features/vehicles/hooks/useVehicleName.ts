import { mechDisplayName } from '@atelier/contracts/vehicle-constants';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

type Named = Parameters<typeof mechDisplayName>[0];

/**
 * The display name of workshop §3 ('2003 HONDA Accord', or '2003 Voiture - INCONNU'), the unknown
 * word translated; with neither year nor type, just 'INCONNU' (not '- INCONNU').
 */
export function useVehicleName() {
  const { t } = useTranslation();
  return useCallback((mech: Named) => mechDisplayName(mech, t('vehicles.unknown')), [t]);
}
