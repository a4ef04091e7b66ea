import { STATUS_NAME_MAX } from '@atelier/contracts/statuses';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Paper, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconGripVertical, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { canSave, type StatusRow } from '../statusRows';
import classes from './StatusEditor.module.css';

interface Props {
  row: StatusRow;
  /** Translated error shown under the name while editing. */
  error?: string | null;
  saving: boolean;
  onEdit: () => void;
  onChange: (draft: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/**
 * One status (workshop §4 "Status row"): the name with Edit and Delete, or an input with Save and
 * Cancel. The grip drags it with the mouse, or with the keyboard (Space, arrows, Space).
 */
export function SortableStatusRow({ row, error, saving, onEdit, onChange, onSave, onCancel, onDelete }: Props) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: row.key, disabled: row.editing || row.id === null, data: { name: row.name } });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const name = row.name || t('statuses.row.newName');

  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      radius="md"
      px="xs"
      py={6}
      className={classes.row}
      data-dragging={sortable.isDragging || undefined}
      data-testid="status-row"
      data-status-id={row.id ?? undefined}
    >
      <Group gap={6} wrap="nowrap" align={row.editing ? 'flex-start' : 'center'}>
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="md"
          className={classes.handle}
          disabled={row.editing || row.id === null}
          aria-label={t('statuses.row.drag', { name })}
          {...sortable.attributes}
          {...sortable.listeners}
          mt={row.editing ? 4 : 0}
        >
          <IconGripVertical size={16} aria-hidden="true" />
        </ActionIcon>
        {row.editing ? (
          <>
            <TextInput
              className={classes.input}
              size="sm"
              value={row.draft}
              maxLength={STATUS_NAME_MAX}
              placeholder={t('statuses.row.placeholder')}
              aria-label={row.id === null ? t('statuses.row.newLabel') : t('statuses.row.nameLabel', { name: row.original ?? row.name })}
              error={error}
              autoFocus
              onChange={(event) => onChange(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (canSave(row, STATUS_NAME_MAX)) onSave();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  onCancel();
                }
              }}
            />
            <Tooltip label={t('statuses.row.save')} withArrow>
              <ActionIcon variant="filled" size="lg" onClick={onSave} loading={saving} disabled={!canSave(row, STATUS_NAME_MAX)} aria-label={t('statuses.row.save')}>
                <IconCheck size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('statuses.row.cancel')} withArrow>
              <ActionIcon variant="default" size="lg" onClick={onCancel} disabled={saving} aria-label={t('statuses.row.cancel')}>
                <IconX size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </>
        ) : (
          <>
            <Text size="sm" fw={500} className={classes.name}>
              {row.name}
            </Text>
            <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={t('statuses.row.edit', { name: row.name })}>
              <IconPencil size={16} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('statuses.row.delete', { name: row.name })}>
              <IconTrash size={16} aria-hidden="true" />
            </ActionIcon>
          </>
        )}
      </Group>
    </Paper>
  );
}
