import type { EntryType } from '@atelier/contracts/vehicle-constants';
import { Badge } from '@mantine/core';
import { IconPackage, IconTool } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';

/** SERVICE or PRODUCT, translated, in its own colour. */
export function EntryTypeBadge({ type }: { type: EntryType }) {
  const { t } = useTranslation();
  const service = type === 'SERVICE';
  return (
    <Badge
      variant="light"
      color={service ? 'brand' : 'grape'}
      radius="sm"
      leftSection={service ? <IconTool size={12} aria-hidden="true" /> : <IconPackage size={12} aria-hidden="true" />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`vehicles.entryType.${type}`)}
    </Badge>
  );
}
