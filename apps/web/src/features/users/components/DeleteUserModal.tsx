import type { User } from '@atelier/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { ConfirmTarget } from '../../../shared/ui/ConfirmTarget';
import { UserAvatar } from '../../../shared/ui/UserAvatar';
import { useDeleteUser } from '../api';

interface DeleteUserModalProps {
  user: User | null;
  onClose: () => void;
  onDeleted?: (uuid: string) => void;
}

/** Confirmation naming the user and their email, then DELETE and the spec's toast (§8). */
export function DeleteUserModal({ user, onClose, onDeleted }: DeleteUserModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  // Keeps the card filled while the modal fades out after `user` went back to null.
  const [shown, setShown] = useState(user);
  if (user && user !== shown) setShown(user);
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.uuid, {
      onSuccess: ({ uuid }) => {
        notify({ color: 'green', message: t('users.deleted', { uuid }) });
        onClose();
        onDeleted?.(uuid);
      },
    });
  };
  return (
    <ConfirmModal
      opened={!!user}
      onClose={onClose}
      onConfirm={confirm}
      loading={remove.isPending}
      title={t('users.deleteModal.title')}
      confirmLabel={t('users.deleteModal.confirm')}
    >
      <ConfirmTarget
        body={t('users.deleteModal.body')}
        name={shown && (shown.fullname || shown.username)}
        detail={shown?.email}
        avatar={shown && <UserAvatar user={shown} size={36} radius="xl" />}
        testId="delete-user-target"
      />
    </ConfirmModal>
  );
}
