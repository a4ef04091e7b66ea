import type { Worksheet } from '@atelier/contracts';
import { Badge } from '@mantine/core';
import { STATUS_GROUP_COLORS } from '../statusGroupColors';

/** The work order's status, coloured by its group. */
export function WorksheetStatusBadge({ status }: { status: Worksheet['status'] }) {
  return (
    <Badge color={STATUS_GROUP_COLORS[status.group]} variant="light" radius="sm" tt="none" fw={600} data-group={status.group}>
      {status.name}
    </Badge>
  );
}
