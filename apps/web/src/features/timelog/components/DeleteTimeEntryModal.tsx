import type { Timelog } from '@atelier/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDateFormatter } from '../../accounts';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useDeleteTimelog } from '../api';

interface Props {
  entry: Timelog;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Workshop §2: Delete asks first, naming the entry by its id. */
export function DeleteTimeEntryModal({ entry, opened, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  const remove = useDeleteTimelog();
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title={t('timelog.delete.title')}
      confirmLabel={t('timelog.delete.confirm', { id: entry.id })}
      loading={remove.isPending}
      onConfirm={() =>
        remove.mutate(entry.id, {
          onSuccess: () => {
            notify({ color: 'green', message: t('timelog.toast.deleted') });
            onClose();
            onDeleted();
          },
        })
      }
    >
      <Text size="sm" data-testid="time-entry-delete-body">
        {t('timelog.delete.body', { id: entry.id, who: entry.user.fullname, date: formatDate(entry.date) })}
      </Text>
    </ConfirmModal>
  );
}
