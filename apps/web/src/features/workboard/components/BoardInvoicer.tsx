import type { Worksheet } from '@atelier/contracts/worksheets';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { invoicePath, useCreateInvoice } from '../../invoices';

/**
 * 'Facturer' on a READY card (issue 14), loaded on the first click: POST /api/invoices
 * { worksheetUuid } once, then the draft opens; a failure (ERR_NO_ENTRIES: "Il n'y a rien à
 * facturer") is a toast in words and the board stays.
 */
export function BoardInvoicer({ worksheet, onDone }: { worksheet: Worksheet; onDone: () => void }) {
  const navigate = useNavigate();
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
        onSuccess: (invoice) => void navigate(invoicePath(invoice.uuid)),
        onError: (error) => {
          showErrorToast(error);
          onDone();
        },
      },
    );
  }, [mutate, navigate, onDone, worksheet.uuid]);
  return null;
}
