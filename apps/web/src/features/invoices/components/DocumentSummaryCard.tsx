import type { Invoice } from '@atelier/contracts';
import { Anchor, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useDateFormatter } from '../../accounts';
import { addressLines, customerPath } from '../../customers';
import { worksheetPath } from '../../worksheets';
import { useCountryName } from '../hooks/useCountryName';

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** An issued document's buyer, vehicle, work order and dates, as frozen at issue. */
export function DocumentSummaryCard({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormatter();
  const countryName = useCountryName();
  const { customer, mech } = invoice;

  return (
    <Card>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
        <Block label={t('invoices.summary.customer')}>
          <Anchor component={Link} to={customerPath(customer.uuid)} size="sm" fw={600}>
            {customer.fullname}
          </Anchor>
          {customer.address &&
            addressLines(customer.address, countryName).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          {customer.email && <Text size="sm">{customer.email}</Text>}
          {invoice.businessCustomer && invoice.customerTaxNumber && <Text size="sm">{t('invoices.summary.taxNumber', { number: invoice.customerTaxNumber })}</Text>}
        </Block>
        <Block label={t('invoices.summary.vehicle')}>
          {mech ? (
            <>
              <Text size="sm" fw={500}>
                {mech.description}
              </Text>
              {mech.license && <Text size="sm">{t('invoices.summary.plate', { plate: mech.license })}</Text>}
              {mech.serialNumber && <Text size="sm">{t('invoices.summary.vin', { vin: mech.serialNumber })}</Text>}
              {mech.mileage !== null && <Text size="sm">{t('invoices.summary.mileage', { mileage: mech.mileage, unit: t(`invoices.unit.${mech.unit}`) })}</Text>}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('invoices.summary.noVehicle')}
            </Text>
          )}
        </Block>
        <Block label={t('invoices.summary.dates')}>
          {invoice.issueDate && <Text size="sm">{t('invoices.summary.issued', { date: formatDate(invoice.issueDate) })}</Text>}
          {invoice.kind === 'INVOICE' && invoice.dueDate && <Text size="sm">{t('invoices.summary.due', { date: formatDate(invoice.dueDate) })}</Text>}
          {invoice.worksheet ? (
            <Anchor component={Link} to={worksheetPath(invoice.worksheet.uuid)} size="sm">
              {invoice.worksheet.label}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              {t('invoices.counterSale')}
            </Text>
          )}
        </Block>
      </SimpleGrid>
      {(invoice.reason || invoice.notes) && (
        <Stack gap="xs" mt="lg">
          {invoice.reason && (
            <Block label={t('invoices.summary.reason')}>
              <Text size="sm">{invoice.reason}</Text>
            </Block>
          )}
          {invoice.notes && (
            <Block label={t('invoices.summary.notes')}>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {invoice.notes}
              </Text>
            </Block>
          )}
        </Stack>
      )}
    </Card>
  );
}
