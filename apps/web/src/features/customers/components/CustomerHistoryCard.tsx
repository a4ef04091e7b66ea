import { Card, EmptyState, Title } from '@mantine/core';
import { IconFileInvoice, IconTool } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useParams } from 'react-router';
import { useCan } from '../../../shared/permissions/useCan';
import { useCustomer } from '../api';
import { CustomerWorksheetsList } from '../../worksheets';
import { CustomerInvoicesList } from './CustomerInvoicesList';

type History = 'workOrders' | 'invoices';

const ICONS = { workOrders: IconTool, invoices: IconFileInvoice } as const;

/**
 * A history section of the customer page (issue 4: "the history sections that later capabilities
 * fill"): the customer's work orders (issue 5) or invoices and balance (issue 14), for the roles
 * that work on work orders (worksheets:work also reads invoices). The card lives on
 * /customers/{uuid}: the customer is the route's.
 */
export function CustomerHistoryCard({ history }: { history: History }) {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const customer = useCustomer(uuid).data;
  const canWork = useCan('worksheets:work');
  const Icon = ICONS[history];
  const listed = canWork && customer;
  return (
    <Card data-testid={`customer-history-${history}`}>
      <Title order={2} size="h4" mb="sm">
        {t(`vehicles.history.${history}.title`)}
      </Title>
      {listed && history === 'workOrders' ? (
        <CustomerWorksheetsList customer={{ uuid: customer.uuid, fullname: customer.fullname, mobile: customer.mobile }} />
      ) : listed && history === 'invoices' ? (
        <CustomerInvoicesList customerUuid={customer.uuid} />
      ) : (
        <EmptyState
          py="md"
          size="sm"
          icon={<Icon size={22} />}
          variant="light"
          title={t(`vehicles.history.${history}.empty`)}
          description={t(`vehicles.history.${history}.body`)}
        />
      )}
    </Card>
  );
}
