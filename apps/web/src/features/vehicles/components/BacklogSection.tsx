import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { newEntryRow } from '../entryFormValues';
import type { VehicleFormValues } from '../vehicleFormValues';
import { EntryRow } from './EntryRow';

interface BacklogSectionProps {
  form: UseFormReturnType<VehicleFormValues>;
  /** The row to focus (one added with 'Ajouter des entrées'). */
  initialFocusKey: string | null;
}

/** 'Entretien à faire' (workshop §2 "backlog section"): Add appends an empty task; each task has a remove button. */
export function BacklogSection({ form, initialFocusKey }: BacklogSectionProps) {
  const { t } = useTranslation();
  const [focusKey, setFocusKey] = useState(initialFocusKey);
  const rows = form.values.entries;

  const add = () => {
    const row = newEntryRow();
    form.insertListItem('entries', row);
    setFocusKey(row.key);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="backlog-title">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5" id="backlog-title">
          {t('vehicles.backlog.title')}
        </Title>
        <Button variant="light" size="xs" leftSection={<IconPlus size={16} />} onClick={add}>
          {t('vehicles.backlog.add')}
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Group gap="sm" wrap="nowrap" p="md" style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
          <IconClipboardList size={22} color="var(--mantine-color-dimmed)" aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('vehicles.backlog.empty')}
          </Text>
        </Group>
      ) : (
        rows.map((row, index) => (
          <EntryRow key={row.key} form={form} index={index} row={row} autoFocus={row.key === focusKey} onRemove={() => form.removeListItem('entries', index)} />
        ))
      )}
    </Stack>
  );
}
