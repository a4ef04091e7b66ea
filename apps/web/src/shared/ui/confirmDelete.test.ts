import { describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('../notifications/notify', () => ({ notify: ({ message }: { message: string }) => shown.push(`toast:${message}`) }));
const { confirmDelete } = await import('./confirmDelete');

describe('confirmDelete', () => {
  it('deletes the item, then the toast, the modal closes and the page moves on, in that order', () => {
    const steps: string[] = [];
    let succeed = () => undefined as void;
    const remove = {
      mutate: (id: string, options: { onSuccess: () => void }) => {
        steps.push(`delete:${id}`);
        succeed = options.onSuccess;
      },
    };
    const confirm = confirmDelete(remove, 'u-1', 'Gone', { onClose: () => steps.push('close'), onDeleted: () => steps.push('next') });
    expect(steps).toEqual([]);
    confirm();
    expect(steps).toEqual(['delete:u-1']);
    succeed();
    expect([...steps, ...shown]).toEqual(['delete:u-1', 'close', 'next', 'toast:Gone']);
  });

  it('a refused delete neither closes the modal nor moves on', () => {
    const steps: string[] = [];
    confirmDelete({ mutate: (id) => steps.push(`delete:${id}`) }, 'u-2', 'Gone', { onClose: () => steps.push('close'), onDeleted: () => steps.push('next') })();
    expect(steps).toEqual(['delete:u-2']);
  });
});
