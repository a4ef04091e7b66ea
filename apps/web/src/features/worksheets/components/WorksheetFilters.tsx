import type { StatusGroup } from '@atelier/contracts';
import { STATUS_GROUPS } from '../statusGroups';
import { Button, Group } from '@mantine/core';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { SelectOnDemand } from '../../../shared/ui/SelectOnDemand';
import { IconFilterOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { CustomerSearchSelectOnDemand } from '../../customers';
import { useStatuses } from '../../statuses';
import { useFilterCustomer } from '../api';
import type { WorksheetFilters as Filters } from '../hooks/useWorksheetListParams';
import { useStatusOptions } from '../hooks/useStatusOptions';
import { useTechnicianOptions } from '../hooks/useTechnicianOptions';

interface Props {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

const ALL = 'ALL';

/**
 * The list's filters (issue 5): status group, status, technician, customer; all kept in the URL.
 * The three pickers' code comes when one is first used (SelectOnDemand), not with the list.
 */
export function WorksheetFilters({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const statuses = useStatuses('worksheet');
  const grouped = useStatusOptions(statuses.data);
  // A chosen group narrows the status list to its own statuses.
  const statusOptions = useMemo(
    () => (filters.group ? grouped.filter((group) => group.group === t(`worksheets.group.${filters.group}`)) : grouped),
    [grouped, filters.group, t],
  );
  const technicians = useTechnicianOptions();
  const customer = useFilterCustomer(filters.customerUuid);
  const chosenCustomer = filters.customerUuid && customer.data ? { uuid: customer.data.uuid, fullname: customer.data.fullname, mobile: customer.data.mobile } : null;
  const active = filters.group || filters.statusId || filters.technicianUuid || filters.customerUuid;

  const pickGroup = (value: string) => {
    const group = value === ALL ? null : (value as StatusGroup);
    const keepsStatus = group === null || statuses.data?.[group].some((status) => status.id === filters.statusId);
    onChange({ group, ...(keepsStatus ? {} : { statusId: null }) });
  };

  return (
    <Group gap="sm" p="md" align="flex-end" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="worksheet-filters">
      <ChoiceGroup
        aria-label={t('worksheets.filter.group')}
        value={filters.group ?? ALL}
        onChange={pickGroup}
        data={[{ value: ALL, label: t('worksheets.filter.all') }, ...STATUS_GROUPS.map((group) => ({ value: group, label: t(`worksheets.group.${group}`) }))]}
        w={{ base: '100%', sm: 'auto' }}
      />
      <SelectOnDemand
        aria-label={t('worksheets.filter.status')}
        placeholder={t('worksheets.filter.status')}
        data={statusOptions}
        value={filters.statusId ? String(filters.statusId) : null}
        onChange={(value) => onChange({ statusId: value ? Number(value) : null })}
        clearable
        size="sm"
        w={{ base: 'calc(50% - 6px)', xs: 180 }}
      />
      <SelectOnDemand
        aria-label={t('worksheets.filter.technician')}
        placeholder={t('worksheets.filter.technician')}
        data={technicians}
        value={filters.technicianUuid}
        onChange={(value) => onChange({ technicianUuid: value })}
        clearable
        searchable
        size="sm"
        w={{ base: 'calc(50% - 6px)', xs: 180 }}
      />
      {/* The key resets the box's text when the filter is cleared or comes from a link. */}
      <CustomerSearchSelectOnDemand
        key={chosenCustomer?.uuid ?? 'none'}
        label=""
        aria-label={t('worksheets.filter.customer')}
        placeholder={t('worksheets.filter.customer')}
        value={chosenCustomer}
        onChange={(picked) => onChange({ customerUuid: picked?.uuid ?? null })}
        w={{ base: '100%', xs: 220 }}
      />
      {active && (
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => onChange({ group: null, statusId: null, technicianUuid: null, customerUuid: null })}
        >
          {t('worksheets.filter.clear')}
        </Button>
      )}
    </Group>
  );
}
