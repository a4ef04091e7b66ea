import type { WorksheetInvoice } from '@atelier/contracts/worksheet-invoice';
import type { StatusGroup } from '@atelier/contracts/statuses';
import { Anchor, Badge, Group } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { worksheetBillingState } from '../../../shared/worksheets/worksheetBillingState';
import { INVOICE_STATUS_COLORS, InvoiceStatusBadge, invoicePath } from '../../invoices';

/**
 * A work order's invoicing as the list, the report and the work-order page show it (issue 14):
 * "Prêt à facturer" when done and not invoiced, "Brouillon de facture" (a link) while its invoice
 * is a draft, else its invoice's number (a link) and status. Nothing for a work order in progress.
 */
export function WorksheetBillingBadge({ worksheet }: { worksheet: { status: { group: StatusGroup }; invoice?: WorksheetInvoice | null } }) {
  const { t } = useTranslation();
  const billing = worksheetBillingState(worksheet);
  switch (billing.kind) {
    case 'NONE':
      return null;
    case 'READY':
      return <InvoiceStatusBadge status="READY" data-testid="worksheet-billing" data-billing="READY" />;
    case 'DRAFT':
      return (
        <Badge
          component={Link}
          to={invoicePath(billing.invoice.uuid)}
          color={INVOICE_STATUS_COLORS.DRAFT}
          variant="light"
          radius="sm"
          tt="none"
          fw={600}
          style={{ cursor: 'pointer', flexShrink: 0 }}
          data-testid="worksheet-billing"
          data-billing="DRAFT"
          onClick={(event) => event.stopPropagation()}
        >
          {t('worksheets.billing.draft')}
        </Badge>
      );
    case 'INVOICED':
      return (
        <Group gap={6} wrap="nowrap" data-testid="worksheet-billing" data-billing="INVOICED">
          <Anchor
            component={Link}
            to={invoicePath(billing.invoice.uuid)}
            size="sm"
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
            onClick={(event) => event.stopPropagation()}
          >
            {t('worksheets.billing.invoice', { number: billing.invoice.invoiceId ?? '' })}
          </Anchor>
          <InvoiceStatusBadge status={billing.invoice.status} />
        </Group>
      );
  }
}
