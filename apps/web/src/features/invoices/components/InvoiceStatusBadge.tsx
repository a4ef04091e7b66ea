import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { INVOICE_STATUS_COLORS, type InvoiceBadgeStatus } from '../invoiceStatusColors';

interface InvoiceStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: InvoiceBadgeStatus;
}

/** An invoice's status (Brouillon, Envoyée, Payée, Annulée) or a work order's READY label (Prêt à facturer). */
export function InvoiceStatusBadge({ status, ...props }: InvoiceStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge
      color={INVOICE_STATUS_COLORS[status]}
      variant="light"
      radius="sm"
      tt="none"
      fw={600}
      style={{ flexShrink: 0 }}
      data-status={status}
      data-testid="invoice-status-badge"
      {...props}
    >
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}
