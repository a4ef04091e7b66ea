import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCreateMake, useMakes } from '../api';
import type { NamedRef } from '../vehicleFormValues';
import { CreatableSelect } from './CreatableSelect';

interface MakeSelectProps {
  value: NamedRef | null;
  onChange: (make: NamedRef | null) => void;
  error?: ReactNode;
}

/** Make: server search (GET /api/nhtsa/makes?q=, debounced), the shop's makes first, 'Ajouter {text}?' when none matches. */
export function MakeSelect({ value, onChange, error }: MakeSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const makes = useMakes(query, opened);
  const create = useCreateMake();
  return (
    <CreatableSelect
      label={t('vehicles.field.make')}
      placeholder={t('vehicles.field.makePlaceholder')}
      value={value}
      onChange={onChange}
      options={makes.data}
      loading={makes.isFetching}
      onSearch={setSearch}
      onOpen={() => setOpened(true)}
      onCreate={(name) => create.mutateAsync(name)}
      groupLabels={{ USER: t('vehicles.field.makeGroup.USER'), SYSTEM: t('vehicles.field.makeGroup.SYSTEM') }}
      error={error}
      data-testid="make-select"
    />
  );
}
