import type { Role } from '@atelier/contracts';
import { Group, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';

interface RoleSelectProps extends Omit<SelectProps<Role>, 'data' | 'onChange' | 'value'> {
  value: Role;
  onChange: (role: Role) => void;
  /** Roles offered (what the current user may assign); a single choice disables the select. */
  roles: Role[];
}

/** Role choice with what each role may do under its name. */
export function RoleSelect({ value, onChange, roles, disabled, ...props }: RoleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select<Role>
      {...props}
      value={value}
      onChange={(role) => role && onChange(role)}
      data={roles.map((role) => ({ value: role, label: t(`role.${role}`) }))}
      allowDeselect={false}
      disabled={disabled || roles.length < 2}
      maxDropdownHeight={400}
      renderOption={({ option, checked }) => (
        <Group gap="sm" wrap="nowrap" justify="space-between" w="100%">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {option.label}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`users.roleHelp.${option.value}`)}
            </Text>
          </Stack>
          {checked && <IconCheck size={16} color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0 }} aria-hidden="true" />}
        </Group>
      )}
    />
  );
}
