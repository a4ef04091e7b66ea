import type { InvoiceStatus } from '@atelier/contracts';
import { Button, Chip, Group, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { DateRangeInputs } from '../../../shared/ui/DateRangeInputs';
import { CustomerSearchSelect } from '../../customers';
import { hasFilters, rangeInverted, type InvoiceFilters as Filters } from '../hooks/invoiceListFilters';
import { useFilterCustomer } from '../hooks/useFilterCustomer';

interface Props {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

const ALL = 'ALL';
const STATUS_CHOICES: InvoiceStatus[] = ['DRAFT', 'SENT', 'PAID', 'CANCELED'];

/** The list's filters (issue 14): status, customer, issue-date range; all kept in the URL. */
export function InvoiceFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const customer = useFilterCustomer(filters.customerUuid);
  const chosenCustomer = filters.customerUuid && customer.data ? { uuid: customer.data.uuid, fullname: customer.data.fullname, mobile: customer.data.mobile } : null;

  return (
    <Stack gap="sm" p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="invoice-filters">
      {/* Chips wrap on a phone where a segmented control of five would be cut. */}
      <Chip.Group multiple={false} value={filters.status ?? ALL} onChange={(value) => onChange({ status: value === ALL ? null : (value as InvoiceStatus) })}>
        <Group gap={6} role="radiogroup" aria-label={t('invoices.filter.status')}>
          {[ALL, ...STATUS_CHOICES].map((value) => (
            <Chip key={value} value={value} size="sm" variant="light">
              {value === ALL ? t('invoices.filter.all') : t(`invoices.filter.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {/* The key resets the box's text when the filter is cleared or comes from a link. */}
        <CustomerSearchSelect
          key={chosenCustomer?.uuid ?? 'none'}
          label=""
          aria-label={t('invoices.filter.customer')}
          placeholder={t('invoices.filter.customer')}
          value={chosenCustomer}
          onChange={(picked) => onChange({ customerUuid: picked?.uuid ?? null })}
          w={{ base: '100%', xs: 220 }}
        />
        <DateRangeInputs
          from={filters.from ?? ''}
          to={filters.to ?? ''}
          onFromChange={(from) => onChange({ from: from || null })}
          onToChange={(to) => onChange({ to: to || null })}
          labels={{ from: t('invoices.filter.from'), to: t('invoices.filter.to') }}
          errors={{ to: rangeInverted(filters) ? t('invoices.filter.rangeInverted') : undefined }}
          inputProps={{ size: 'sm', w: { base: 'calc(50% - 6px)', xs: 160 } }}
          testIds={{ from: 'invoice-filter-from', to: 'invoice-filter-to' }}
        />
        {hasFilters(filters) && (
          <Button
            variant="subtle"
            size="sm"
            leftSection={<IconFilterOff size={16} />}
            onClick={() => onChange({ status: null, customerUuid: null, from: null, to: null })}
          >
            {t('invoices.filter.clear')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
