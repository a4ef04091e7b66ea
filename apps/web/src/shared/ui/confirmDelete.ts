import { notify } from '../notifications/notify';

/** What a delete confirmation gets from its page. */
export interface DeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

/** The confirm button of a delete modal: DELETE, then the toast naming what went, close, and the page's next step. */
export function confirmDelete(remove: DeleteMutation, id: string, message: string, { onClose, onDeleted }: Pick<DeleteModalProps, 'onClose' | 'onDeleted'>) {
  return () =>
    remove.mutate(id, {
      onSuccess: () => {
        notify({ color: 'green', message });
        onClose();
        onDeleted();
      },
    });
}
