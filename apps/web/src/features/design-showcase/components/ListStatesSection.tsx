import { formatPhone } from '@atelier/contracts/format';
import { Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ListBody } from '../../../shared/lists/ListBody';
import { ListCard } from '../../../shared/lists/ListCard';
import { ListTable } from '../../../shared/lists/ListTable';
import { listTableClasses as classes } from '../../../shared/lists/listTableClasses';
import { notify } from '../../../shared/notifications/notify';
import { SAMPLE_CUSTOMERS, sampleListQuery } from '../showcaseSamples';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

/** One state of ListBody inside a list's card, as a list page draws it. */
function ListStateCard({ state, filtered = false, label, testId }: { state: 'loading' | 'error' | 'loaded'; filtered?: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  const texts = (key: string) => t(`designShowcase.sample.customers.${key}`);
  const list = sampleListQuery(state, () => notify({ message: texts('retried') }));
  return (
    <Specimen label={label} testId={testId}>
      <Card padding={0} h="100%">
        <ListBody
          list={list}
          isEmpty
          filtered={filtered}
          loadError={{ title: texts('loadErrorTitle'), body: texts('loadErrorBody') }}
          noResults={{ title: texts('noResultsTitle'), description: texts('noResultsBody') }}
          empty={{
            icon: IconUsers,
            title: texts('emptyTitle'),
            description: texts('emptyBody'),
            action: { label: texts('add'), icon: IconUserPlus, onClick: () => notify({ message: texts('add') }) },
          }}
        >
          {() => null}
        </ListBody>
      </Card>
    </Specimen>
  );
}

/** A short list as the customers page draws it: on a phone the hidden columns' content sits under the name. */
function SampleTable() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const column = (key: string) => t(`designShowcase.sample.customers.column.${key}`);
  const rows = SAMPLE_CUSTOMERS.filter((customer) => customer.fullname.toLowerCase().includes(search.trim().toLowerCase()));
  const cell = (content: ReactNode) => <Text size="sm">{content}</Text>;
  return (
    <ListCard texts="designShowcase.list" search={search} onSearch={setSearch} data={{ total: rows.length, page: 1, pageSize: 25 }} page={page} onPage={setPage}>
      <ListTable
        testId="ui-sample-table"
        head={
          <>
            <Table.Th>{column('name')}</Table.Th>
            <Table.Th visibleFrom="sm">{column('mobile')}</Table.Th>
            <Table.Th visibleFrom="md">{column('email')}</Table.Th>
            <Table.Th visibleFrom="sm">{column('city')}</Table.Th>
          </>
        }
      >
        {rows.map((customer) => (
          <Table.Tr key={customer.uuid} className={classes.row}>
            <Table.Td>
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600} truncate>
                  {customer.fullname}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatPhone(customer.mobile)}
                </Text>
                <Text size="xs" c="dimmed" truncate hiddenFrom="md">
                  {customer.email}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
              {cell(formatPhone(customer.mobile))}
            </Table.Td>
            <Table.Td visibleFrom="md">{cell(customer.email)}</Table.Td>
            <Table.Td visibleFrom="sm">{cell(customer.city)}</Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </ListCard>
  );
}

/** ListBody's states (skeleton, error with its retry, empty with the add button, no results) and a short table. */
export function ListStatesSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection id="lists">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
        <ListStateCard state="loading" label={t('designShowcase.specimen.loading')} testId="ui-list-loading" />
        <ListStateCard state="error" label={t('designShowcase.specimen.loadError')} testId="ui-list-error" />
        <ListStateCard state="loaded" label={t('designShowcase.specimen.emptyList')} testId="ui-list-empty" />
        <ListStateCard state="loaded" filtered label={t('designShowcase.specimen.noResults')} testId="ui-list-no-results" />
      </SimpleGrid>
      <Specimen label={t('designShowcase.specimen.table')}>
        <SampleTable />
      </Specimen>
    </ShowcaseSection>
  );
}
