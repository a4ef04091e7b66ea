import type { Worksheet } from '@atelier/contracts/worksheets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showActionErrorToast } from '../../../shared/errors/showErrorToast';
import { invoicePath, useCreateInvoice } from '../../invoices';
import { boardKeys } from '../api';

/**
 * 'Facturer' on a READY card (issue 14), loaded on the first click: POST /api/invoices
 * { worksheetUuid } once, then the draft opens; a failure (ERR_NO_ENTRIES: "Il n'y a rien à
 * facturer") is a toast in words and the board stays.
 */
export function BoardInvoicer({ worksheet, onDone }: { worksheet: Worksheet; onDone: () => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useCreateInvoice();
  const sent = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    // Once per click, even if React runs the effect twice.
    if (sent.current) return;
    sent.current = true;
    mutate(
      { worksheetUuid: worksheet.uuid },
      {
        onSuccess: (invoice) => {
          // Back on the board, the card says 'Brouillon de facture' (its cards are not the work orders' queries).
          void client.invalidateQueries({ queryKey: boardKeys.columns });
          void navigate(invoicePath(invoice.uuid));
        },
        onError: (error) => {
          showActionErrorToast(error);
          onDone();
        },
      },
    );
  }, [client, mutate, navigate, onDone, worksheet.uuid]);
  return null;
}
