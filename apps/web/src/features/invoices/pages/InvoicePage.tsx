import type { Invoice } from '@atelier/contracts';
import { Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconDownload, IconEye, IconFileOff, IconLink, IconMail, IconPrinter, IconReceiptRefund, IconSend, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { notify } from '../../../shared/notifications/notify';
import { useCan } from '../../../shared/permissions/useCan';
import { BackLink } from '../../../shared/ui/BackLink';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { DetailNotFound } from '../../../shared/ui/DetailNotFound';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useDateFormatter } from '../../accounts';
import { LineEditorCard } from '../../worksheets';
import { downloadInvoicePdf, previewInvoicePdf, useDeleteInvoice, useInvoice, useViewLink } from '../api';
import { CreditNoteModal } from '../components/CreditNoteModal';
import { CreditNotesCard } from '../components/CreditNotesCard';
import { DocumentLinesCard } from '../components/DocumentLinesCard';
import { DocumentSummaryCard } from '../components/DocumentSummaryCard';
import { DraftHeaderCard } from '../components/DraftHeaderCard';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { InvoiceTotalsCard } from '../components/InvoiceTotalsCard';
import { IssueInvoiceModal } from '../components/IssueInvoiceModal';
import { PaymentModal } from '../components/PaymentModal';
import { PaymentsCard } from '../components/PaymentsCard';
import { SendInvoiceModal } from '../components/SendInvoiceModal';
import { creditNoteBody } from '../creditNoteBody';
import { draftLineEntries } from '../draftLineEntries';
import { useDocumentMoney } from '../hooks/useDocumentMoney';
import { invoicePath, invoicePrintPath } from '../invoicePath';
import { invoiceTitle } from '../invoiceTitle';
import { viewLinkUrl } from '../viewLinkUrl';

type Dialog = 'issue' | 'delete' | 'payment' | 'credit' | 'send' | null;

/** /invoices/{uuid}: a draft edited like a work order, or an issued document read-only with its payments, credit notes and actions. */
export function InvoicePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const query = useInvoice(uuid);
  const invoice = query.data;
  const title = invoice ? invoiceTitle(invoice) : null;
  useDocumentTitle(title ? t(title.key, title.values) : t('invoices.title'));
  const back = <BackLink to="/invoices" label={t('invoices.page.back')} />;

  // Another shop's document answers 404 like a missing one; a malformed uuid 400.
  if (isApiRequestError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <DetailNotFound
        backLink={back}
        title={t('invoices.notFound.title')}
        body={t('invoices.notFound.body')}
        icon={IconFileOff}
        listPath="/invoices"
        backLabel={t('invoices.page.back')}
      />
    );
  }
  if (!invoice) {
    return (
      <PageLoadState
        header={back}
        failed={query.isError ? { title: t('invoices.page.loadError'), onRetry: () => void query.refetch() } : undefined}
        skeleton={[110, 320, 180]}
      />
    );
  }
  // A page per document: another document's page starts with its dialogs closed.
  return <InvoiceView key={invoice.uuid} invoice={invoice} back={back} />;
}

function InvoiceView({ invoice, back }: { invoice: Invoice; back: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { formatDateTime } = useDateFormatter();
  const money = useDocumentMoney();
  const canFinalize = useCan('invoices:finalize');
  const remove = useDeleteInvoice();
  const viewLink = useViewLink(invoice.uuid);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const lines = useMemo(() => draftLineEntries(invoice), [invoice]);
  const title = invoiceTitle(invoice);
  const draft = invoice.status === 'DRAFT';
  const isInvoice = invoice.kind === 'INVOICE';
  const close = () => setDialog(null);
  const fileName = `${isInvoice ? t('invoices.pdf.invoiceFile') : t('invoices.pdf.creditNoteFile')}-${invoice.invoiceId ?? invoice.uuid.slice(0, 8)}.pdf`;

  const canPay = canFinalize && isInvoice && invoice.status === 'SENT' && invoice.totals.balance > 0;
  const canCredit = canFinalize && isInvoice && !draft && invoice.status !== 'CANCELED' && creditNoteBody('FULL', '-', invoice.lines, {}) !== null;

  const copyLink = () =>
    viewLink.mutate(undefined, {
      onSuccess: async (link) => {
        const url = viewLinkUrl(link.url, window.location.origin);
        try {
          await navigator.clipboard.writeText(url);
          notify({ color: 'teal', message: t('invoices.link.copied', { date: formatDateTime(link.expiresAt) }) });
        } catch {
          // No clipboard (an insecure origin, a refused permission): the link is shown to copy by hand.
          notify({ color: 'blue', autoClose: false, message: url });
        }
      },
    });
  const pdf = (run: () => Promise<void>) => {
    setPdfBusy(true);
    run()
      .catch(showErrorToast)
      .finally(() => setPdfBusy(false));
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={0}>
        {back}
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={6}>
            <Group gap="sm" align="center">
              <PageHeader title={t(title.key, title.values)} mb={0} />
              <InvoiceStatusBadge status={invoice.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {invoice.issuedAt
                ? t('invoices.page.issuedAt', { date: formatDateTime(invoice.issuedAt) })
                : t('invoices.page.createdAt', { date: formatDateTime(invoice.createdAt) })}
              {invoice.creditedInvoice && (
                <>
                  {' · '}
                  <Anchor component={Link} to={invoicePath(invoice.creditedInvoice.uuid)} size="sm">
                    {t('invoices.page.creditOf', { number: invoice.creditedInvoice.invoiceId })}
                  </Anchor>
                </>
              )}
            </Text>
          </Stack>
          {isInvoice && !draft && (
            <Stack gap={0} data-testid="invoice-balance">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} ta={{ base: 'left', sm: 'right' }}>
                {t('invoices.totals.balance')}
              </Text>
              <Text fz={28} fw={800} lh={1.1} ta={{ base: 'left', sm: 'right' }} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(invoice.totals.balance, invoice.totals.currency)}
              </Text>
            </Stack>
          )}
        </Group>
      </Stack>

      <Group gap="sm" data-testid="invoice-actions">
        {draft ? (
          <>
            {canFinalize && (
              <Button leftSection={<IconSend size={18} />} onClick={() => setDialog('issue')} disabled={invoice.lines.length === 0}>
                {t('invoices.issue.open')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconEye size={18} />} loading={pdfBusy} onClick={() => pdf(() => previewInvoicePdf(invoice.uuid))}>
              {t('invoices.pdf.preview')}
            </Button>
            <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDialog('delete')}>
              {t('invoices.draft.delete')}
            </Button>
          </>
        ) : (
          <>
            {canPay && (
              <Button leftSection={<IconCash size={18} />} onClick={() => setDialog('payment')}>
                {t('invoices.payment.add')}
              </Button>
            )}
            {canFinalize && (
              <Button variant="default" leftSection={<IconMail size={18} />} onClick={() => setDialog('send')}>
                {t('invoices.send.open')}
              </Button>
            )}
            {canFinalize && (
              <Button variant="default" leftSection={<IconLink size={18} />} loading={viewLink.isPending} onClick={copyLink}>
                {t('invoices.link.copy')}
              </Button>
            )}
            <Button component={Link} to={invoicePrintPath(invoice.uuid)} variant="default" leftSection={<IconPrinter size={18} />}>
              {t('invoices.print')}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={18} />} loading={pdfBusy} onClick={() => pdf(() => downloadInvoicePdf(invoice.uuid, fileName))}>
              {t('invoices.pdf.download')}
            </Button>
            {canCredit && (
              <Button variant="light" color="red" leftSection={<IconReceiptRefund size={18} />} onClick={() => setDialog('credit')}>
                {t('invoices.credit.open')}
              </Button>
            )}
          </>
        )}
      </Group>

      {draft ? (
        <>
          <DraftHeaderCard invoice={invoice} />
          <LineEditorCard target={{ invoiceUuid: invoice.uuid }} lines={lines} testId="invoice-draft-lines" />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 5 }} offset={{ base: 0, md: 7 }}>
              <InvoiceTotalsCard invoice={invoice} />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <>
          <DocumentSummaryCard invoice={invoice} />
          <DocumentLinesCard invoice={invoice} />
          <Grid gap="lg" align="flex-start">
            <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
              {isInvoice && (
                <Stack gap="lg">
                  <PaymentsCard invoice={invoice} canFinalize={canFinalize} />
                  <CreditNotesCard invoice={invoice} />
                </Stack>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
              <InvoiceTotalsCard invoice={invoice} />
            </Grid.Col>
          </Grid>
        </>
      )}

      {draft && canFinalize && <IssueInvoiceModal invoice={invoice} opened={dialog === 'issue'} onClose={close} />}
      {/* Keyed by the balance: after a payment the next one starts from the new balance, not the one the form opened with. */}
      {canPay && <PaymentModal key={invoice.totals.balance} invoice={invoice} opened={dialog === 'payment'} onClose={close} />}
      {canCredit && <CreditNoteModal key={invoice.totals.credited} invoice={invoice} opened={dialog === 'credit'} onClose={close} />}
      {!draft && canFinalize && <SendInvoiceModal invoice={invoice} opened={dialog === 'send'} onClose={close} />}
      <ConfirmModal
        opened={dialog === 'delete'}
        onClose={close}
        onConfirm={() =>
          remove.mutate(invoice.uuid, {
            onSuccess: () => {
              close();
              void navigate('/invoices', { replace: true });
            },
          })
        }
        title={t('invoices.draft.deleteTitle')}
        confirmLabel={t('invoices.draft.delete')}
        loading={remove.isPending}
      >
        <Text size="sm">{invoice.worksheet ? t('invoices.draft.deleteBodyWorksheet', { worksheet: invoice.worksheet.label }) : t('invoices.draft.deleteBody')}</Text>
      </ConfirmModal>
    </Stack>
  );
}
