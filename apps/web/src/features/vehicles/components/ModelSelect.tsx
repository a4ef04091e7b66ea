import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCreateModel, useModels } from '../api';
import type { NamedRef } from '../vehicleFormValues';
import { CreatableSelect } from './CreatableSelect';

interface ModelSelectProps {
  make: NamedRef | null;
  value: NamedRef | null;
  onChange: (model: NamedRef | null) => void;
  error?: ReactNode;
}

/** Model of the chosen make (GET /api/nhtsa/{makeId}/models); disabled until a make is chosen (§5 "a model needs a selected make"). */
export function ModelSelect({ make, value, onChange, error }: ModelSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [opened, setOpened] = useState(false);
  const makeId = make?.id ?? null;
  const models = useModels(makeId, query, opened);
  const create = useCreateModel();
  return (
    <CreatableSelect
      label={t('vehicles.field.model')}
      placeholder={make ? t('vehicles.field.modelPlaceholder') : t('vehicles.field.modelNeedsMake')}
      value={value}
      onChange={onChange}
      options={models.data}
      loading={models.isFetching}
      onSearch={setSearch}
      onOpen={() => setOpened(true)}
      onCreate={(name) => create.mutateAsync({ makeId: makeId!, name })}
      groupLabels={{ USER: t('vehicles.field.modelGroup.USER'), SYSTEM: t('vehicles.field.modelGroup.SYSTEM') }}
      disabled={!make}
      error={error}
      data-testid="model-select"
    />
  );
}
