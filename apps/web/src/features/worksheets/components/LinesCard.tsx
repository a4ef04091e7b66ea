import type { Entry, Worksheet } from '@atelier/contracts';
import { ENTRY_NAME_MAX_LENGTH, type EntryType } from '@atelier/contracts/vehicle-constants';
import { Box, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorCodes, toApiError } from '../../../shared/errors/describeError';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useCan } from '../../../shared/permissions/useCan';
import { LineClockButton, runningOnLine, useRunningClocks } from '../../clock';
import { useMech } from '../../vehicles';
import { useStatuses } from '../../statuses';
import { useCreateLine, useDeleteLine, usePullBacklog, useWorksheetEntries } from '../api';
import { catalogLineBody, customLineBody } from '../lineFormValues';
import { CatalogLinePicker } from './CatalogLinePicker';
import { LineRow } from './LineRow';
import { takeTypedKeys, type TypedAhead } from '../typeAhead';

/** The work order's service lines and parts, with the catalogue picker and a free line below. */
export function LinesCard({ worksheet }: { worksheet: Worksheet }) {
  const { t } = useTranslation();
  const entries = useWorksheetEntries(worksheet.uuid);
  const entryStatuses = useStatuses('entry');
  const mech = useMech(worksheet.mech?.uuid ?? null);
  const create = useCreateLine(worksheet.uuid);
  const remove = useDeleteLine(worksheet.uuid);
  const pull = usePullBacklog(worksheet.uuid);
  // One query for every line's clock button: the caller's running clocks (the strip's).
  const canClock = useCan('worksheets:work');
  const { running, isSuccess: clocksLoaded } = useRunningClocks(canClock);
  const [customName, setCustomName] = useState('');
  const [customType, setCustomType] = useState<EntryType>('SERVICE');
  const [customError, setCustomError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  const lines = entries.data ?? [];
  // A new, empty work order: the catalogue box takes the focus, the next step is typing a service.
  const pickerRef = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const [typedAhead, setTypedAhead] = useState<TypedAhead | null>(null);
  useEffect(() => {
    if (focused.current || !entries.isSuccess) return;
    focused.current = true;
    const typed = takeTypedKeys();
    if (entries.data.length > 0) return;
    pickerRef.current?.focus();
    // What was typed since 'Créer le bon de travail' goes into the box.
    setTypedAhead(typed);
  }, [entries.isSuccess, entries.data]);
  const backlog = mech.data?.entryCount ?? 0;

  const addCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!customName.trim()) return;
    create.mutate(customLineBody(customType, customName), {
      onSuccess: () => {
        setCustomName('');
        setCustomError(null);
      },
      onError: (error) => {
        // §8: the title's error is said on the name field; anything else is a toast.
        const fields = fieldErrorCodes(toApiError(error), ['title', 'name']);
        const code = fields.title ?? fields.name;
        if (code) setCustomError(`error.${code}`);
        else showErrorToast(error);
      },
    });
  };

  return (
    <Card padding={0} data-testid="worksheet-lines">
      <Group justify="space-between" p="md" gap="sm">
        <Title order={2} size="h4">
          {t('worksheets.lines.title')}
        </Title>
        {backlog > 0 && (
          <Button variant="light" size="xs" leftSection={<IconListDetails size={16} />} loading={pull.isPending} onClick={() => pull.mutate()}>
            {t('worksheets.lines.pullBacklog', { count: backlog })}
          </Button>
        )}
      </Group>
      <Card.Section withBorder inheritPadding={false}>
        {entries.isPending ? (
          <Stack p="md" gap="sm" aria-busy="true">
            <Skeleton h={56} />
            <Skeleton h={56} />
          </Stack>
        ) : lines.length === 0 ? (
          <Stack align="center" gap={4} py="xl" px="md">
            <Text fw={600}>{t('worksheets.lines.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('worksheets.lines.emptyBody')}
            </Text>
          </Stack>
        ) : (
          lines.map((entry) => (
            <LineRow
              key={entry.id}
              worksheetUuid={worksheet.uuid}
              entry={entry}
              entryStatuses={entryStatuses.data}
              onDelete={setDeleting}
              // Start/stop on each SERVICE line (issue 13), once the running clocks are known.
              clock={
                canClock && clocksLoaded && entry.type === 'SERVICE' ? (
                  <Suspense fallback={<Box h={44} />}>
                    <LineClockButton
                      workorderUuid={worksheet.uuid}
                      worksheetId={worksheet.worksheetId}
                      line={entry}
                      running={runningOnLine(running, worksheet.uuid, entry.id)}
                    />
                  </Suspense>
                ) : null
              }
            />
          ))
        )}
      </Card.Section>
      <Box p="md">
        <Stack gap="sm">
          <CatalogLinePicker
            onPick={(item) => create.mutate(catalogLineBody(item), { onError: showErrorToast })}
            disabled={create.isPending}
            inputRef={pickerRef}
            typedAhead={typedAhead}
          />
          <form onSubmit={addCustom}>
            <Group gap="sm" wrap="wrap" align="flex-end">
              <TextInput
                aria-label={t('worksheets.lines.customName')}
                placeholder={t('worksheets.lines.customPlaceholder')}
                value={customName}
                maxLength={ENTRY_NAME_MAX_LENGTH}
                error={customError && t(customError)}
                onChange={(event) => {
                  setCustomName(event.currentTarget.value);
                  setCustomError(null);
                }}
                style={{ flex: 1, minWidth: 200 }}
              />
              <SegmentedControl
                aria-label={t('worksheets.lines.customType')}
                value={customType}
                onChange={(value) => setCustomType(value as EntryType)}
                data={[
                  { value: 'SERVICE', label: t('vehicles.entryType.SERVICE') },
                  { value: 'PRODUCT', label: t('vehicles.entryType.PRODUCT') },
                ]}
              />
              <Button type="submit" variant="default" leftSection={<IconPlus size={16} />} disabled={!customName.trim()} loading={create.isPending}>
                {t('worksheets.lines.addCustom')}
              </Button>
            </Group>
          </form>
        </Stack>
      </Box>
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        title={t('worksheets.lines.deleteTitle')}
        confirmLabel={t('worksheets.lines.delete')}
        loading={remove.isPending}
      >
        <Text size="sm">{t('worksheets.lines.deleteBody', { name: deleting?.name ?? '' })}</Text>
      </ConfirmModal>
    </Card>
  );
}
