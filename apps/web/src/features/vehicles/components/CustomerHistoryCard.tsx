import { Card, EmptyState, Title } from '@mantine/core';
import { IconFileInvoice, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type History = 'workOrders' | 'invoices';

const ICONS = { workOrders: IconTool, invoices: IconFileInvoice } as const;

/**
 * A history section of the customer page (issue 4: "the history sections that later capabilities
 * fill"): the customer's work orders or invoices. Neither exists in the shop yet, so each shows
 * its empty state until those capabilities list them here.
 */
export function CustomerHistoryCard({ history }: { history: History }) {
  const { t } = useTranslation();
  const Icon = ICONS[history];
  return (
    <Card data-testid={`customer-history-${history}`}>
      <Title order={2} size="h4" mb="sm">
        {t(`vehicles.history.${history}.title`)}
      </Title>
      <EmptyState py="md" size="sm" icon={<Icon size={22} />} variant="light" title={t(`vehicles.history.${history}.empty`)} description={t(`vehicles.history.${history}.body`)} />
    </Card>
  );
}
