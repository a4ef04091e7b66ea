import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconPencil, IconTrash, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useParams } from 'react-router';
import { isNotFoundError } from '../../../shared/api/isNotFoundError';
import { useCan } from '../../../shared/permissions/useCan';
import { BackLink } from '../../../shared/ui/BackLink';
import { DetailLoadState } from '../../../shared/ui/DetailLoadState';
import { useDeferredArrival } from '../../../shared/hooks/useDeferredArrival';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useDateFormatter } from '../../accounts';
import { CustomerHistoryCard } from '../components/CustomerHistoryCard';
import { CustomerVehiclesCard } from '../../vehicles';
import { prefetchCustomer, useCustomer } from '../api';
import { AddressesCard } from '../components/AddressesCard';
import { ContactCard } from '../components/ContactCard';
import { CustomerDrawerOnDemand as CustomerDrawer } from '../components/CustomerDrawerOnDemand';
import { DeleteCustomerModal } from '../components/DeleteCustomerModal';

/** /customers/{uuid}: the customer's contact details and addresses (edited in the drawer), vehicles and history. */
export function CustomerPage() {
  const { t } = useTranslation();
  const backLink = <BackLink to="/customers" label={t('customers.detail.back')} />;
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const dates = useDateFormatter();
  const query = useCustomer(uuid);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Deleting is for administrators (packages/contracts/src/permissions.ts); a technician does not see the button.
  const canDelete = useCan('customers:delete');

  const customer = useDeferredArrival(query.data);
  if (!customer || isNotFoundError(query.error)) {
    return (
      <DetailLoadState
        query={query}
        backLink={backLink}
        notFound={{
          title: t('customers.notFound.title'),
          body: t('customers.notFound.body'),
          icon: IconUserOff,
          listPath: '/customers',
          backLabel: t('customers.notFound.back'),
        }}
        loadError={t('customers.detail.loadError')}
        skeleton={[80, 180]}
      />
    );
  }

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={0}>
        {backLink}
        <Group justify="space-between" align="flex-end" gap="md">
          <PageHeader title={customer.fullname} description={t('customers.detail.since', { date: dates.formatDate(customer.createdAt) })} mb={0} />
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPencil size={18} />} onClick={() => setEditing(true)}>
              {t('customers.edit')}
            </Button>
            {canDelete && (
              <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
                {t('customers.delete')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ContactCard customer={customer} />
        <AddressesCard uuid={customer.uuid} />
      </SimpleGrid>
      <CustomerVehiclesCard customer={customer} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CustomerHistoryCard history="workOrders" />
        <CustomerHistoryCard history="invoices" />
      </SimpleGrid>

      <CustomerDrawer opened={editing} customer={customer} onClose={() => setEditing(false)} />
      <DeleteCustomerModal customer={customer} opened={deleting} onClose={() => setDeleting(false)} onDeleted={() => void navigate('/customers', { replace: true })} />
    </Stack>
  );
}

// The page's own requests leave with its code when an address opens it (preloadCurrentRoute).
CustomerPage.prefetch = prefetchCustomer;
