import { Grid, Group, Stack, Text } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { BackLink } from '../../../shared/ui/BackLink';
import { DetailNotFound } from '../../../shared/ui/DetailNotFound';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useDateFormatter } from '../../accounts';
import { useInvoice } from '../api';
import { DocumentLinesCard } from '../components/DocumentLinesCard';
import { DocumentSummaryCard } from '../components/DocumentSummaryCard';
import { InvoiceStatusBadge } from '../components/InvoiceStatusBadge';
import { InvoiceTotalsCard } from '../components/InvoiceTotalsCard';
import { invoiceTitle } from '../invoiceTitle';

/** /invoices/{uuid}: a document, its lines and totals. */
export function InvoicePage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const { formatDateTime } = useDateFormatter();
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
  if (!invoice || !title) {
    return (
      <PageLoadState
        header={back}
        failed={query.isError ? { title: t('invoices.page.loadError'), onRetry: () => void query.refetch() } : undefined}
        skeleton={[110, 320, 180]}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={0}>
        {back}
        <Group gap="sm" align="center">
          <PageHeader title={t(title.key, title.values)} mb={0} />
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {invoice.issuedAt
            ? t('invoices.page.issuedAt', { date: formatDateTime(invoice.issuedAt) })
            : t('invoices.page.createdAt', { date: formatDateTime(invoice.createdAt) })}
        </Text>
      </Stack>
      <DocumentSummaryCard invoice={invoice} />
      <DocumentLinesCard invoice={invoice} />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }} offset={{ base: 0, md: 7 }}>
          <InvoiceTotalsCard invoice={invoice} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
