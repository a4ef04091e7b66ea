import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Placeholder rows while the first page arrives, shaped like the rows of a list (avatar, two lines, a
 * badge). Ten fill a phone's screen: what follows the list (its pagination) stays below the fold
 * instead of jumping down when the rows come (layout shift).
 */
export function TableSkeleton({ rows = 10 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} p="md" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Group key={index} gap="sm" py="sm" wrap="nowrap">
          <Skeleton circle height={36} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={10} width="40%" radius="xl" />
            <Skeleton height={8} width="25%" radius="xl" />
          </Stack>
          <Skeleton height={20} width={90} radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}
