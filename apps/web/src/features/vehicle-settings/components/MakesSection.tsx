import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { Alert, Button, Card, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconBuildingFactory2, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { notify } from '../../../shared/notifications/notify';
import type { ApiError, Make } from '@atelier/contracts';
import { useMakeExclusions, useMakeSearch, useSaveMakeExclusions } from '../api';
import { availableView, excludeMakes, exclusionsChanged, exclusionsView, includeMakes, toDraft, type ExclusionDraft } from '../makeLists';
import { MakeListBox } from './MakeListBox';
import classes from './MakesSection.module.css';
import { SectionHeading } from '../../../shared/ui/SectionHeading';

const NO_MAKES: Make[] = [];

/**
 * 'Gestion des constructeurs' (workshop §2 "Vehicle settings"): a search box and two multi-select
 * lists, available makes and exclusions (counts shown), buttons to move the selection either way,
 * and Save. Excluded makes disappear from the vehicle drawer's make list (§7).
 */
export function MakesSection() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const found = useMakeSearch(debounced);
  const exclusions = useMakeExclusions();
  const save = useSaveMakeExclusions();

  const saved = exclusions.data ?? NO_MAKES;
  // Null while nothing was moved: the lists then follow the stored exclusions.
  const [edited, setEdited] = useState<ExclusionDraft | null>(null);
  const draft = useMemo(() => edited ?? toDraft(saved), [edited, saved]);
  const [availableSelected, setAvailableSelected] = useState<Set<number>>(new Set());
  const [excludedSelected, setExcludedSelected] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<ApiError | null>(null);

  const available = useMemo(
    () => availableView({ found: found.data?.items ?? NO_MAKES, foundTotal: found.data?.total ?? 0, saved, draft, search: debounced }),
    [found.data, saved, draft, debounced],
  );
  const excluded = useMemo(() => exclusionsView(draft, debounced), [draft, debounced]);
  const changed = exclusionsChanged(saved, draft);
  const number = (value: number) => value.toLocaleString(i18n.language);

  const exclude = (ids: number[]) => {
    const byId = new Map(available.items.map((make) => [make.id, make]));
    const makes = ids.map((id) => byId.get(id)).filter((make): make is Make => !!make);
    if (makes.length === 0) return;
    setEdited(excludeMakes(draft, makes));
    setAvailableSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    // The moved makes stay selected on the other side: one click moves them back.
    setExcludedSelected(new Set(makes.map((make) => make.id)));
  };
  const include = (ids: number[]) => {
    if (ids.length === 0) return;
    setEdited(includeMakes(draft, ids));
    setExcludedSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setAvailableSelected(new Set(ids));
  };
  const selectedIn = (makes: Make[], selected: ReadonlySet<number>) => makes.filter((make) => selected.has(make.id)).map((make) => make.id);
  const toExclude = selectedIn(available.items, availableSelected);
  const toInclude = selectedIn(excluded.items, excludedSelected);

  const reset = () => {
    setEdited(null);
    setAvailableSelected(new Set());
    setExcludedSelected(new Set());
    setFailure(null);
  };

  const submit = async () => {
    setFailure(null);
    try {
      await save.mutateAsync([...draft.keys()]);
      reset();
      // Workshop §2: settings updated (the generic success.update text, type success).
      notify({ color: 'green', message: t('success.update') });
    } catch (error) {
      setFailure(toApiError(error));
    }
  };

  const heading = (
    <SectionHeading icon={IconBuildingFactory2} id="makes-title" title={t('vehicleSettings.makes.title')} description={t('vehicleSettings.makes.description')} />
  );

  if (exclusions.isError) {
    return (
      <Card component="section" aria-labelledby="makes-title">
        <Stack gap="md">
          {heading}
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('vehicleSettings.makes.loadError')}>
            <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void exclusions.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        </Stack>
      </Card>
    );
  }

  const searching = search.trim() !== debounced || (found.isFetching && found.isPlaceholderData);
  const cut = available.total > available.items.length;

  return (
    <Card component="section" aria-labelledby="makes-title" data-testid="makes-section">
      <Stack gap="md">
        {heading}
        <TextInput
          type="search"
          aria-label={t('vehicleSettings.makes.search.label')}
          placeholder={t('vehicleSettings.makes.search.placeholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={search ? <CloseButton size="sm" aria-label={t('vehicleSettings.makes.search.clear')} onClick={() => setSearch('')} /> : null}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        {found.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('vehicleSettings.makes.searchError')}>
            <Button mt="xs" size="xs" variant="light" color="red" onClick={() => void found.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
        <div className={classes.lists}>
          <MakeListBox
            label={t('vehicleSettings.makes.available', { count: number(available.total) })}
            makes={available.items}
            selected={availableSelected}
            onSelectedChange={setAvailableSelected}
            onMove={exclude}
            moveKey="ArrowRight"
            loading={found.isPending || exclusions.isPending}
            empty={debounced ? t('vehicleSettings.makes.noMatch', { q: debounced }) : t('vehicleSettings.makes.noneAvailable')}
            testId="makes-available"
          />
          <div className={classes.moves}>
            <Button
              variant="light"
              onClick={() => exclude(toExclude)}
              disabled={toExclude.length === 0}
              leftSection={<IconArrowRight size={16} className={classes.turn} />}
            >
              {t('vehicleSettings.makes.exclude')}
            </Button>
            <Button
              variant="light"
              onClick={() => include(toInclude)}
              disabled={toInclude.length === 0}
              leftSection={<IconArrowLeft size={16} className={classes.turn} />}
            >
              {t('vehicleSettings.makes.include')}
            </Button>
          </div>
          <MakeListBox
            label={t('vehicleSettings.makes.excluded', { count: number(excluded.total) })}
            makes={excluded.items}
            selected={excludedSelected}
            onSelectedChange={setExcludedSelected}
            onMove={include}
            moveKey="ArrowLeft"
            loading={exclusions.isPending}
            empty={debounced && draft.size > 0 ? t('vehicleSettings.makes.noMatch', { q: debounced }) : t('vehicleSettings.makes.noneExcluded')}
            testId="makes-excluded"
          />
        </div>
        <Text size="xs" c="dimmed" aria-live="polite" mih={18}>
          {searching
            ? t('vehicleSettings.makes.searching')
            : cut
              ? t('vehicleSettings.makes.refine', { shown: number(available.items.length), total: number(available.total) })
              : t('vehicleSettings.makes.keyboardHint')}
        </Text>
        {failure && <ErrorAlert error={failure} />}
        <Group justify="space-between" gap="sm">
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconInfoCircle size={16} style={{ flexShrink: 0 }} aria-hidden="true" />
            <Text size="sm">{changed ? t('vehicleSettings.makes.unsaved') : t('vehicleSettings.makes.upToDate')}</Text>
          </Group>
          <Group gap="sm" ml="auto">
            {changed && (
              <Button variant="default" onClick={reset} disabled={save.isPending}>
                {t('vehicleSettings.makes.discard')}
              </Button>
            )}
            <Button onClick={() => void submit()} disabled={!changed} loading={save.isPending}>
              {t('vehicleSettings.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
