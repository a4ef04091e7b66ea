import type { Status, StatusGroup, StatusKind } from '@atelier/contracts';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Alert, Badge, Button, Card, CloseButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { STATUS_GROUP_COLORS } from '../../../shared/ui/statusGroupColors';
import { useCreateStatus, useDeleteStatus, useUpdateStatus } from '../api';
import { addRow, cancelEdit, changeDraft, moveRow, removeRow, savedRow, startEdit, syncRows, type StatusRow } from '../statusRows';
import { SortableStatusRow } from './SortableStatusRow';
import classes from './StatusEditor.module.css';
import { PlanGate } from '../../../shared/plan/PlanGate';

interface Props {
  kind: StatusKind;
  group: StatusGroup;
  statuses: Status[];
}

/**
 * One group of the editor (workshop §2 "Work-order status settings"): its title and description
 * tooltip, Add, and the drag-sortable list of status rows.
 */
export function StatusGroupCard({ kind, group, statuses }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<StatusRow[]>(() => syncRows(statuses, []));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savingKey, setSavingKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StatusRow | null>(null);
  const create = useCreateStatus(kind);
  const update = useUpdateStatus(kind);
  const remove = useDeleteStatus(kind);

  // §4: the list is reloaded after changes; rows being typed in keep their text.
  useEffect(() => setRows((current) => syncRows(statuses, current)), [statuses]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const errorText = (error: unknown) => {
    const apiError = toApiError(error);
    const code = apiError.details[0]?.message ?? apiError.message;
    return t(`error.${code}`, { defaultValue: t(`error.${apiError.message}`, { defaultValue: apiError.message }) });
  };
  const succeeded = () => notify({ color: 'teal', message: t('success.update') });

  const save = async (row: StatusRow) => {
    setFailure(null);
    setSavingKey(row.key);
    try {
      const name = row.draft.trim();
      const status = row.id === null ? await create.mutateAsync({ name, group }) : await update.mutateAsync({ id: row.id, body: { name } });
      setRows((current) => savedRow(current, row.key, status));
      setFieldErrors(({ [row.key]: _done, ...others }) => others);
      succeeded();
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.details.some((detail) => detail.field === 'name')) setFieldErrors((all) => ({ ...all, [row.key]: errorText(error) }));
      else setFailure(errorText(error));
    } finally {
      setSavingKey(null);
    }
  };

  const cancel = (row: StatusRow) => {
    setRows((current) => cancelEdit(current, row.key));
    setFieldErrors(({ [row.key]: _gone, ...others }) => others);
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const moved = moveRow(rows, String(active.id), String(over.id));
    if (!moved) return;
    setFailure(null);
    // Shown at once; the reload that follows the call puts back the server's order on failure.
    setRows(moved.rows);
    try {
      await update.mutateAsync({ id: moved.id, body: { order: moved.order } });
      succeeded();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const confirmDelete = async () => {
    if (!deleting?.id) return;
    setFailure(null);
    try {
      await remove.mutateAsync(deleting.id);
      setRows((current) => removeRow(current, deleting.key));
      succeeded();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setDeleting(null);
    }
  };

  const label = t(`statuses.group.${group}`);
  const nameOf = (id: string | number) => rows.find((row) => row.key === id)?.name ?? '';
  const positionOf = (id: string | number) => rows.findIndex((row) => row.key === id) + 1;
  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => t('statuses.dnd.start', { name: nameOf(active.id), position: positionOf(active.id), total: rows.length }),
      onDragOver: ({ active, over }) => (over ? t('statuses.dnd.over', { name: nameOf(active.id), position: positionOf(over.id), total: rows.length }) : undefined),
      onDragEnd: ({ active, over }) => (over ? t('statuses.dnd.end', { name: nameOf(active.id), position: positionOf(over.id), total: rows.length }) : undefined),
      onDragCancel: ({ active }) => t('statuses.dnd.cancel', { name: nameOf(active.id) }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, t],
  );
  const titleId = `status-group-${kind}-${group}`;

  return (
    <Card component="section" aria-labelledby={titleId} className={classes.groupCard} data-testid={`status-group-${group}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <span className={classes.dot} style={{ background: `var(--mantine-color-${STATUS_GROUP_COLORS[group]}-filled)` }} aria-hidden="true" />
            <Title order={3} size="h5" id={titleId}>
              {label}
            </Title>
            <Tooltip label={t(`statuses.${kind}.description.${group}`)} multiline w={260} withArrow events={{ hover: true, focus: true, touch: true }}>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('statuses.groupHelp', { group: label })}>
                <IconInfoCircle size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Badge variant="light" color={STATUS_GROUP_COLORS[group]} size="sm" circle aria-label={t('statuses.count', { count: statuses.length })}>
              {statuses.length}
            </Badge>
          </Group>
          {/* Without workflows in the plan (issue 16): a lock, and the upgrade prompt instead of a new row. */}
          <PlanGate feature="workflows">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setRows((current) => addRow(current))}
              aria-label={t('statuses.addTo', { group: label })}
              style={{ flexShrink: 0 }}
            >
              {t('statuses.add')}
            </Button>
          </PlanGate>
        </Group>

        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" p="xs" data-testid="status-error">
            <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
              <Text size="sm">{failure}</Text>
              <CloseButton size="sm" onClick={() => setFailure(null)} aria-label={t('common.close')} />
            </Group>
          </Alert>
        )}

        {rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('statuses.empty')}
          </Text>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={(event) => void onDragEnd(event)}
            accessibility={{ announcements, screenReaderInstructions: { draggable: t('statuses.dnd.instructions') } }}
          >
            <SortableContext items={rows.map((row) => row.key)} strategy={verticalListSortingStrategy}>
              <Stack gap={6} component="ul" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {rows.map((row) => (
                  <li key={row.key}>
                    <SortableStatusRow
                      row={row}
                      error={fieldErrors[row.key]}
                      saving={savingKey === row.key}
                      onEdit={() => setRows((current) => startEdit(current, row.key))}
                      onChange={(draft) => setRows((current) => changeDraft(current, row.key, draft))}
                      onSave={() => void save(row)}
                      onCancel={() => cancel(row)}
                      onDelete={() => setDeleting(row)}
                    />
                  </li>
                ))}
              </Stack>
            </SortableContext>
          </DndContext>
        )}
      </Stack>

      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={t('statuses.delete.title')}
        confirmLabel={t('statuses.delete.confirm')}
        loading={remove.isPending}
      >
        <Text size="sm">{t('statuses.delete.body', { name: deleting?.name ?? '' })}</Text>
      </ConfirmModal>
    </Card>
  );
}
