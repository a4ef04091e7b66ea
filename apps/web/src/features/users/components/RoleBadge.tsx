import type { Role } from '@atelier/contracts';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';

const COLORS: Record<Role, string> = { FULL_ADMIN: 'ember', ADMINISTRATOR: 'brand', EMPLOYEE: 'teal', GUEST: 'gray' };

/** The translated role label, one colour per role so a list reads at a glance. */
export function RoleBadge({ role, ...props }: { role: Role } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[role]} radius="sm" tt="none" fw={600} {...props}>
      {t(`role.${role}`)}
    </Badge>
  );
}
