import type { Entry, GroupedStatuses } from '@atelier/contracts';
import { ENTRY_NAME_MAX_LENGTH, type EntryType } from '@atelier/contracts/vehicle-constants';
import { Box, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { fieldErrorCodes, toApiError } from '../../../shared/errors/describeError';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { useProgressiveCount } from '../../../shared/hooks/useProgressiveCount';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useCreateLine, useDeleteLine, type LineTarget } from '../api';
import { catalogLineBody, customLineBody, type CreateLineBody } from '../lineFormValues';
import { takeTypedKeys, type TypedAhead } from '../typeAhead';
import { CatalogLinePickerOnDemand } from './CatalogLinePickerOnDemand';
import { LineRow } from './LineRow';

export interface LineEditorCardProps {
  /** A work order's lines or (issue 14) a draft invoice's: the same editor, the same entries API. */
  target: LineTarget;
  /** The lines once loaded. */
  lines: Entry[] | undefined;
  /** Beside the title (the work order's "add the backlog"). */
  headerAction?: ReactNode;
  /** A work order's statuses for its SERVICE lines (an invoice's lines have none). */
  entryStatuses?: GroupedStatuses;
  /** A line's clock button (work orders, features/clock). */
  clock?: (entry: Entry) => ReactNode;
  testId?: string;
}

/** The lines with the catalogue picker and a free line below; each line edited in place, deleted after a confirmation. */
export function LineEditorCard({ target, lines, headerAction, entryStatuses, clock, testId = 'worksheet-lines' }: LineEditorCardProps) {
  const { t } = useTranslation();
  const create = useCreateLine(target);
  const remove = useDeleteLine(target);
  const [customName, setCustomName] = useState('');
  const [customType, setCustomType] = useState<EntryType>('SERVICE');
  const [customError, setCustomError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  // On a phone, two lines with the page (the header card fills the screen above them), then one
  // per task: ten rows of inputs committed at once were the page's longest task on a throttled
  // phone (~400 ms); one row is a short one.
  const shown = useProgressiveCount(lines?.length ?? 0, { first: 2, step: 1, phoneOnly: true });
  // A new, empty document: the catalogue box takes the focus, the next step is typing a service.
  const pickerRef = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const [typedAhead, setTypedAhead] = useState<TypedAhead | null>(null);
  useEffect(() => {
    if (focused.current || !lines) return;
    focused.current = true;
    const typed = takeTypedKeys();
    if (lines.length > 0) return;
    pickerRef.current?.focus();
    // What was typed since the creation's button goes into the box.
    setTypedAhead(typed);
  }, [lines]);

  // Lines are sent one after the other, in the order they were added: a free line typed and
  // entered while the previous one is still saving is neither dropped (a busy button ignored the
  // Enter) nor wiped (the box was emptied when the previous one came back), and lands below it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const enqueue = (body: CreateLineBody, onError: (error: unknown) => void) => {
    queue.current = queue.current.then(() => create.mutateAsync(body).then(() => undefined, onError));
  };

  const addCustom = (event: FormEvent) => {
    event.preventDefault();
    if (!customName.trim()) return;
    const typed = customName;
    setCustomName('');
    setCustomError(null);
    enqueue(customLineBody(customType, typed), (error) => {
      // Back in the box (unless something new was typed there meanwhile), with the reason.
      setCustomName((current) => (current === '' ? typed : current));
      // §8: the title's error is said on the name field; anything else is a toast.
      const fields = fieldErrorCodes(toApiError(error), ['title', 'name']);
      const code = fields.title ?? fields.name;
      if (code) setCustomError(`error.${code}`);
      else showErrorToast(error);
    });
  };

  return (
    <Card padding={0} data-testid={testId}>
      <Group justify="space-between" p="md" gap="sm">
        <Title order={2} size="h4">
          {t('worksheets.lines.title')}
        </Title>
        {headerAction}
      </Group>
      <Card.Section withBorder inheritPadding={false}>
        {!lines ? (
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
          lines
            .slice(0, shown)
            .map((entry) => <LineRow key={entry.id} target={target} entry={entry} entryStatuses={entryStatuses} onDelete={setDeleting} clock={clock} />)
        )}
      </Card.Section>
      <Box p="md">
        <Stack gap="sm">
          <CatalogLinePickerOnDemand
            aria-label={t('worksheets.lines.fromCatalog')}
            placeholder={t('worksheets.lines.fromCatalogPlaceholder')}
            onPick={(item) => enqueue(catalogLineBody(item), showErrorToast)}
            inputRef={pickerRef}
            typedAhead={typedAhead}
          />
          {/* Held by what it sends (shell spec §9's guard): a second line typed while the first is saving is not a double submit. */}
          <form onSubmit={addCustom} data-submit-guard="entries">
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
              <ChoiceGroup<EntryType>
                aria-label={t('worksheets.lines.customType')}
                value={customType}
                onChange={setCustomType}
                data={[
                  { value: 'SERVICE', label: t('vehicles.entryType.SERVICE') },
                  { value: 'PRODUCT', label: t('vehicles.entryType.PRODUCT') },
                ]}
              />
              <Button type="submit" variant="default" leftSection={<IconPlus size={16} />} disabled={!customName.trim()}>
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
