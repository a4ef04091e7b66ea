import type { Entry } from '@atelier/contracts';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
import { useSaveEntries } from '../api';
import { entriesWithout } from '../entryFormValues';

interface RemoveEntryModalProps {
  mechUuid: string;
  entries: Entry[];
  /** The entry to remove; null when closed. */
  entry: Entry | null;
  onClose: () => void;
}

/** Confirmation, then the backlog saved without that entry (POST /api/mechs/{uuid}/entries); a failure is a toast. */
export function RemoveEntryModal({ mechUuid, entries, entry, onClose }: RemoveEntryModalProps) {
  const { t } = useTranslation();
  const save = useSaveEntries({ silentErrors: false });
  const confirm = () => {
    if (!entry) return;
    save.mutate(
      { uuid: mechUuid, entries: entriesWithout(entries, entry.id) },
      {
        onSuccess: () => {
          notify({ color: 'green', message: t('vehicles.entries.removed', { name: entry.name }) });
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmModal
      opened={!!entry}
      onClose={onClose}
      onConfirm={confirm}
      loading={save.isPending}
      title={t('vehicles.entries.removeModal.title')}
      confirmLabel={t('vehicles.entries.removeModal.confirm')}
    >
      <ConfirmTarget body={t('vehicles.entries.removeModal.body')} name={entry?.name} detail={entry?.content} detailProps={{ lineClamp: 2 }} />
    </ConfirmModal>
  );
}
