import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { boardKeys, changeWorksheetStatus } from '../api';
import { pendingMovesReducer } from '../boardMoves';

type MoveVariables = { worksheet: Worksheet; from: Status; to: Status };

/**
 * Moving a card (issue 5: optimistic, rolled back with a message on failure): the card shows in
 * its new column at once; once saved, the columns are re-read before the pending move is dropped,
 * so it never flickers back; a refused save puts it back and says why.
 */
export function useMoveWorksheet(statuses: Status[]) {
  const { t } = useTranslation();
  const worksheetNumber = useWorksheetNumber();
  const client = useQueryClient();
  const [pending, dispatch] = useReducer(pendingMovesReducer, []);

  const mutation = useMutation<Worksheet, unknown, MoveVariables>({
    mutationFn: ({ worksheet, to }) => changeWorksheetStatus(worksheet.uuid, to.id),
    onSuccess: async (_saved, { worksheet }) => {
      await client.invalidateQueries({ queryKey: boardKeys.columns });
      dispatch({ type: 'settle', uuid: worksheet.uuid });
    },
    onError: (error, { worksheet, from }) => {
      dispatch({ type: 'rollback', uuid: worksheet.uuid });
      const code = toApiError(error).message;
      notify({
        color: 'red',
        title: t('board.move.failed', { number: worksheetNumber(worksheet.worksheetId), status: from.name }),
        message: t(`error.${code}`, { defaultValue: t('error.type.SERVER') }),
      });
      void client.invalidateQueries({ queryKey: boardKeys.columns });
    },
    // The toast above says more than the generic one would.
    meta: { silent: true },
  });

  // The same function on every render (the memoised cards receive it); it reads the latest statuses.
  const latest = useRef({ statuses, mutate: mutation.mutate });
  latest.current = { statuses, mutate: mutation.mutate };
  const move = useCallback((worksheet: Worksheet, to: Status) => {
    const from = latest.current.statuses.find((status) => status.id === worksheet.statusId) ?? { ...worksheet.status, order: 0 };
    if (from.id === to.id) return;
    dispatch({ type: 'move', move: { uuid: worksheet.uuid, from, to, at: new Date().toISOString() } });
    latest.current.mutate({ worksheet, from, to });
  }, []);

  return { pending, move };
}
