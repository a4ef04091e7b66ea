import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';

interface RowActionsProps {
  /** What the buttons' names say ("Monter « Baie 1 »"). */
  name: string;
  index: number;
  count: number;
  onMove?: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** Up, down and remove of a list row; up and down only where the order matters. */
export function RowActions({ name, index, count, onMove, onRemove }: RowActionsProps) {
  const { t } = useTranslation();
  const up = t('bookingSettings.list.up', { name });
  const down = t('bookingSettings.list.down', { name });
  const remove = t('bookingSettings.list.remove', { name });
  return (
    <Group gap={4} wrap="nowrap">
      {onMove && (
        <>
          <Tooltip label={up} withArrow>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={up} disabled={index === 0} onClick={() => onMove(-1)}>
              <IconArrowUp size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={down} withArrow>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={down} disabled={index === count - 1} onClick={() => onMove(1)}>
              <IconArrowDown size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </>
      )}
      <Tooltip label={remove} withArrow>
        <ActionIcon variant="subtle" color="red" size="lg" aria-label={remove} onClick={onRemove}>
          <IconTrash size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
