import type { EquipmentType } from '@atelier/contracts';
import { Alert, Badge, Button, Card, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlus, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useEquipmentTypes } from '../api';
import { EquipmentDrawer } from './EquipmentDrawer';
import { PURPOSE_ICONS } from './purposeIcons';
import { SectionHeading } from '../../../shared/ui/SectionHeading';

function EquipmentTypeRow({ type, onEdit }: { type: EquipmentType; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md" data-testid="equipment-type-row">
      <Stack gap={8}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
          <Group gap="xs" style={{ minWidth: 0 }}>
            <Text fw={700}>{type.name}</Text>
            <Text size="xs" c="dimmed">
              {t('vehicleSettings.equipments.fieldCount', { count: type.fields.length })}
            </Text>
          </Group>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            aria-label={t('vehicleSettings.equipments.editLabel', { name: type.name })}
            style={{ flexShrink: 0 }}
          >
            {t('vehicleSettings.equipments.edit')}
          </Button>
        </Group>
        {type.fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('vehicleSettings.equipments.noFields')}
          </Text>
        ) : (
          <Group gap={6}>
            {type.fields.map((field) => {
              const PurposeIcon = PURPOSE_ICONS[field.purpose];
              return (
                <Badge
                  key={field.id}
                  variant="light"
                  color="gray"
                  radius="sm"
                  tt="none"
                  fw={500}
                  leftSection={<PurposeIcon size={12} aria-hidden="true" />}
                  title={t(`vehicleSettings.purpose.${field.purpose}.label`)}
                >
                  {field.name}
                </Badge>
              );
            })}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** 'Gestion de l'équipements' (workshop §2 "Vehicle settings"): the equipment types, each with Edit; Add creates one. */
export function EquipmentSection() {
  const { t } = useTranslation();
  const types = useEquipmentTypes();
  const [opened, setOpened] = useState(false);
  // Kept while the drawer slides out, so its title and form do not change under the animation.
  const [editing, setEditing] = useState<EquipmentType | null>(null);
  const open = (type: EquipmentType | null) => {
    setEditing(type);
    setOpened(true);
  };

  let body;
  if (types.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={74} radius="md" />
        ))}
      </Stack>
    );
  } else if (types.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('vehicleSettings.equipments.loadError')}>
        <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void types.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (types.data.length === 0) {
    body = (
      <EmptyState
        py={32}
        icon={<IconTool size={28} />}
        variant="light"
        title={t('vehicleSettings.equipments.empty.title')}
        description={t('vehicleSettings.equipments.empty.body')}
      >
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
            {t('vehicleSettings.equipments.add')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm">
        {types.data.map((type) => (
          <EquipmentTypeRow key={type.id} type={type} onEdit={() => open(type)} />
        ))}
      </Stack>
    );
  }

  return (
    <Card component="section" aria-labelledby="equipments-title" data-testid="equipments-section">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <SectionHeading icon={IconTool} id="equipments-title" title={t('vehicleSettings.equipments.title')} description={t('vehicleSettings.equipments.description')} />
          {!types.isPending && !types.isError && types.data.length > 0 && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => open(null)}>
              {t('vehicleSettings.equipments.add')}
            </Button>
          )}
        </Group>
        {body}
      </Stack>
      <EquipmentDrawer opened={opened} type={editing} onClose={() => setOpened(false)} />
    </Card>
  );
}
