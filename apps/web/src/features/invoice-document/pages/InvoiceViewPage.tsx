import { Button, Loader } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { isViewLink, publicPdfUrl, usePublicInvoice } from '../api';
import { balanceState } from '../balanceState';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { documentFormat } from '../documentFormat';
import { documentTexts, INVALID_LINK_TEXTS, LOAD_FAILED_TEXTS } from '../documentTexts';
import classes from './InvoiceDocumentPage.module.css';
import viewClasses from './InvoiceViewPage.module.css';

/** A refusal the link itself causes (expired, forged, another document's): asking again will not help. */
function linkRefused(error: unknown): boolean {
  return isApiRequestError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** The same message in both languages: without the document, the page cannot know its reader's. */
function Bilingual({ texts, action }: { texts: typeof INVALID_LINK_TEXTS | typeof LOAD_FAILED_TEXTS; action?: (language: 'fr' | 'en') => ReactNode }) {
  return (
    <div className={viewClasses.message} role="alert">
      <IconAlertTriangle size={28} className={viewClasses.messageIcon} aria-hidden="true" />
      {(['fr', 'en'] as const).map((language) => (
        <div key={language} lang={language} className={viewClasses.messageBlock}>
          <h1 className={viewClasses.messageTitle}>{texts[language].title}</h1>
          <p>{texts[language].body}</p>
          {action?.(language)}
        </div>
      ))}
    </div>
  );
}

/**
 * /invoices/{uuid}/view?t=… (issue 14): the customer's page, opened from the signed link without
 * an account. Everything on it speaks the document's language; nothing here calls the API with
 * the session's token, and an unreadable link says so instead of sending to the sign-in page.
 */
export function InvoiceViewPage() {
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const query = usePublicInvoice(uuid, token);
  const doc = query.data;
  const t = documentTexts(doc?.language ?? 'fr');
  const title = doc ? t.viewTitle(doc.kind === 'CREDIT_NOTE' ? t.creditNote : t.invoice, doc.invoiceId) : 'Facture · Invoice';
  useDocumentTitle(doc ? `${title} · ${doc.seller.name}` : title);

  if (!isViewLink(uuid, token) || (query.isError && linkRefused(query.error))) {
    return (
      <main className={classes.page}>
        <Bilingual texts={INVALID_LINK_TEXTS} />
      </main>
    );
  }
  if (query.isError) {
    return (
      <main className={classes.page}>
        <Bilingual
          texts={LOAD_FAILED_TEXTS}
          action={(language) => (
            <Button variant="default" mt="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
              {LOAD_FAILED_TEXTS[language].retry}
            </Button>
          )}
        />
      </main>
    );
  }
  if (!doc) {
    return (
      <main className={`${classes.page} ${viewClasses.loading}`}>
        <Loader aria-label="Chargement / Loading" />
      </main>
    );
  }

  const fmt = documentFormat(doc.language, doc.totals.currency);
  const state = balanceState(doc);
  return (
    <main className={classes.page} lang={doc.language}>
      <section className={viewClasses.summary} aria-label={title}>
        <div>
          <div className={viewClasses.summaryTitle}>{title}</div>
          <div className={viewClasses.summaryShop}>{t.issuedBy(doc.seller.name)}</div>
        </div>
        {state !== 'none' && (
          <div className={viewClasses.balance} data-testid="view-balance">
            <div className={viewClasses.balanceLabel}>{state === 'due' ? t.balanceDue : state === 'paid' ? t.paidInFull : t.canceled}</div>
            {state === 'due' && <div className={viewClasses.balanceAmount}>{fmt.money(doc.totals.balance)}</div>}
          </div>
        )}
        <Button component="a" href={publicPdfUrl(uuid, token)} download leftSection={<IconDownload size={16} />} className={viewClasses.download}>
          {t.downloadPdf}
        </Button>
      </section>
      <InvoiceDocument doc={doc} />
    </main>
  );
}
