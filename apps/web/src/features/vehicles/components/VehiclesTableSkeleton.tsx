import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';

/** Placeholder rows while the first page arrives, shaped like the vehicle rows. */
export function VehiclesTableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} p="md" role="status" aria-label={t('common.loading')} data-testid="vehicles-loading">
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="md" py="sm" wrap="nowrap">
          <Skeleton height={36} width={36} radius="md" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="35%" radius="xl" />
            <Skeleton height={8} width="22%" radius="xl" />
          </Stack>
          <Skeleton height={10} width="18%" radius="xl" visibleFrom="sm" />
          <Skeleton height={10} width="14%" radius="xl" visibleFrom="md" />
          <Skeleton height={22} width={64} radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}
