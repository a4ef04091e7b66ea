import type { StatusGroup } from '@atelier/contracts/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_GROUP_COLORS } from './statusGroupColors';

interface StatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: { name: string; group: StatusGroup };
}

/**
 * A work order's status as every screen shows it (list, board, report, work-order page): its
 * name as the shop wrote it (normal case), coloured by its group. Long names end in an ellipsis
 * with the whole name as a tooltip instead of overflowing a narrow cell.
 */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  return (
    <Badge
      color={STATUS_GROUP_COLORS[status.group]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      maw="100%"
      title={status.name}
      data-group={status.group}
      data-testid="status-badge"
      {...props}
    >
      {status.name}
    </Badge>
  );
}
