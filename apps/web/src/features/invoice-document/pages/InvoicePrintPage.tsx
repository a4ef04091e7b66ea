import { Button, Loader } from '@mantine/core';
import { IconArrowLeft, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useParams, useSearchParams } from 'react-router';
import { isNotFoundError } from '../../../shared/api/isNotFoundError';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useInvoiceDocument } from '../api';
import { useDownloadInvoicePdf } from '../downloadInvoicePdf';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { pageRule } from '../paperSize';
import classes from './InvoiceDocumentPage.module.css';

/** Resolves once every image of the page (the shop's logo) is drawn, so the printout has it. */
function imagesReady(): Promise<unknown> {
  return Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
}

/**
 * /invoices/print/{uuid} (issue 14): the invoice on paper, without the shell, on the shop's paper
 * size (Letter in North America, A4 elsewhere). `?print=true` opens the print dialog once the
 * document is drawn (shell §1: print mode), e.g. from the invoice page's "Imprimer".
 */
export function InvoicePrintPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const invoice = useInvoiceDocument(uuid);
  const download = useDownloadInvoicePdf();
  const doc = invoice.data;
  const label = doc?.invoiceId ?? null;
  const title = !doc
    ? t('invoiceDocument.print.loadingTitle')
    : !label
      ? t('invoiceDocument.print.titleDraft')
      : t(doc.kind === 'CREDIT_NOTE' ? 'invoiceDocument.print.titleCreditNote' : 'invoiceDocument.print.title', { label });
  useDocumentTitle(title);

  const autoPrint = search.get('print') === 'true';
  const printed = useRef(false);
  useEffect(() => {
    if (!autoPrint || !doc || printed.current) return;
    let cancelled = false;
    void imagesReady().then(() => {
      if (cancelled || printed.current) return;
      printed.current = true;
      window.print();
    });
    return () => {
      cancelled = true;
    };
  }, [autoPrint, doc]);

  if (!doc) {
    return (
      <div className={classes.page}>
        <div className={classes.toolbar}>
          {invoice.isError ? (
            isNotFoundError(invoice.error) ? (
              <Button component={Link} to="/invoices" variant="default" leftSection={<IconArrowLeft size={16} />}>
                {t('invoiceDocument.print.notFound')}
              </Button>
            ) : (
              <div className={classes.failed} role="alert">
                <span>{t('invoiceDocument.print.loadFailed')}</span>
                <Button variant="default" onClick={() => void invoice.refetch()}>
                  {t('invoiceDocument.print.retry')}
                </Button>
              </div>
            )
          ) : (
            <Loader size="sm" aria-label={t('common.loading')} />
          )}
        </div>
      </div>
    );
  }

  return (
    <div className={classes.page}>
      <style>{pageRule(doc.seller.address?.country)}</style>
      <div className={classes.toolbar}>
        <Button component={Link} to={`/invoices/${doc.uuid}`} variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t('invoiceDocument.print.back')}
        </Button>
        <div className={classes.actions}>
          <Button variant="default" leftSection={<IconFileTypePdf size={16} />} loading={download.isPending} onClick={() => download.mutate(doc)}>
            {t('invoiceDocument.print.pdf')}
          </Button>
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} autoFocus>
            {t('invoiceDocument.print.print')}
          </Button>
        </div>
      </div>
      <InvoiceDocument doc={doc} />
    </div>
  );
}
