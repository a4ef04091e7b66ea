import type { ApiError, Timelog } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { ActionIcon, Button, Flex, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconClockBolt, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAccountPreferences } from '../../../shared/account/api';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { useCan } from '../../../shared/permissions/useCan';
import { useSession } from '../../../shared/session/useSession';
import { useTechnicians } from '../../../shared/users/technicians';
import { useCreateTimelog, useServiceLines, useUpdateTimelog } from '../api';
import { timeEntryMode } from '../timeEntryMode';
import { FIELD_OF, TIME_ENTRY_FIELDS, timeEntryErrors, timeEntryValues, toTimelogBody, type TimeEntryValues } from '../timeEntryValues';
import { changeDate, changeDuration, changeEnd, changeStart, endNow, startNow, type TimeFields, type TimeState } from '../timeRecalc';
import { DeleteTimeEntryModal } from './DeleteTimeEntryModal';
import { WorksheetPicker } from './WorksheetPicker';

interface Props {
  entry: Timelog | null;
  /** The work order fixed by the page: its field is hidden. */
  workorderUuid?: string | null;
  onDone: () => void;
}

const FORM_FIELDS: readonly string[] = TIME_ENTRY_FIELDS.map((field) => FIELD_OF[field] ?? field);
const timeFields = ({ date, startTime, endTime, endNextDay, duration }: TimeEntryValues): TimeFields => ({ date, startTime, endTime, endNextDay, duration });

/** The server's field names as the panel's ('user' is the technician select). */
function onPanelFields(error: ApiError): ApiError {
  return { ...error, details: error.details.map((detail) => ({ ...detail, field: FIELD_OF[detail.field] ?? detail.field })) };
}

/**
 * The time-entry panel's form (workshop §2/§4): technician, work order, service, time reported,
 * date, clock in, clock out, comments; Add, Edit (once modified) and Delete, or, on one's own
 * running clock, 'Save & Clock Out' (once an end is set) and Save. A refused save keeps the panel
 * open with the errors on their fields and their list (§8).
 */
export function TimeEntryForm({ entry, workorderUuid, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useTranslatedError();
  const language = i18n.resolvedLanguage ?? 'fr';
  const zone = useAccountPreferences().dateTime.timezone;
  const { user } = useSession();
  const canAll = useCan('timelog:all');
  const mode = timeEntryMode(entry, user?.uuid);
  const create = useCreateTimelog();
  const update = useUpdateTimelog();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [durationTyped, setDurationTyped] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const form = useForm<TimeEntryValues>({
    initialValues: timeEntryValues(entry, { zone, language, me: user?.uuid ?? null, workorderUuid }),
  });
  const values = form.getValues();
  const context = { zone, language };

  // Workshop §4: every time field goes through the calculation rules, then into the form.
  const apply = (change: (state: TimeState) => TimeState) => {
    const next = change({ fields: timeFields(form.getValues()), durationTyped });
    form.setValues(next.fields);
    for (const field of ['duration', 'startTime', 'endTime', 'date'] as const) form.clearFieldError(field);
    setDurationTyped(next.durationTyped);
  };

  const technicians = useTechnicians();
  const technicianOptions = useMemo(() => {
    const options = canAll ? (technicians.data ?? []).map((person) => ({ value: person.uuid, label: person.fullname })) : [];
    const current = entry?.user ?? (user ? { uuid: user.uuid, fullname: user.fullname } : null);
    if (current && !options.some((option) => option.value === current.uuid)) options.unshift({ value: current.uuid, label: current.fullname });
    return options;
  }, [canAll, technicians.data, entry, user]);

  const lines = useServiceLines(values.workorderUuid);
  const lineOptions = useMemo(() => {
    const options = (lines.data ?? []).map((line) => ({ value: String(line.id), label: line.name }));
    // The entry's own line stays shown (a line since turned into a product, or not loaded yet).
    if (entry?.entryId && values.workorderUuid === entry.workorderUuid && !options.some((option) => option.value === String(entry.entryId))) {
      options.unshift({ value: String(entry.entryId), label: entry.entryName ?? `#${entry.entryId}` });
    }
    return options;
  }, [lines.data, entry, values.workorderUuid]);

  const entryName = (picked: TimeEntryValues) => {
    const line = picked.entryId ? lineOptions.find((option) => option.value === picked.entryId) : undefined;
    if (line) return line.label;
    // A name that only repeated the line's title goes with the line.
    return entry && entry.name !== entry.entryName ? entry.name : null;
  };

  const save = async (clockOut: boolean) => {
    setFailure(null);
    const picked = form.getValues();
    const closed = mode === 'edit' ? entry?.endTime !== null : mode === 'running' && clockOut;
    const errors = timeEntryErrors(picked, { zone, closed });
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    const body = toTimelogBody(picked, { zone, name: entryName(picked) });
    try {
      if (entry) await update.mutateAsync({ id: entry.id, body });
      else await create.mutateAsync(body);
      notify({ color: 'green', message: t(clockOut ? 'timelog.toast.clockedOut' : entry ? 'timelog.toast.updated' : 'timelog.toast.created') });
      onDone();
    } catch (error) {
      const apiError = toApiError(error);
      applyServerFieldErrors(form, onPanelFields(apiError), FORM_FIELDS);
      setFailure(apiError);
    }
  };

  const pending = create.isPending || update.isPending;
  const fieldError = (field: keyof TimeEntryValues) => errorText(form.errors[field]);
  const nowButton = (label: string, onClick: () => void, testId: string) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size={40} aria-label={label} onClick={onClick} data-testid={testId}>
        <IconClockBolt size={20} />
      </ActionIcon>
    </Tooltip>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
      data-testid="time-entry-form"
    >
      <Stack gap="md">
        {failure && <ErrorAlert error={failure} />}
        {canAll ? (
          <Select
            label={t('timelog.field.technician')}
            data={technicianOptions}
            value={values.userUuid}
            onChange={(value) => form.setFieldValue('userUuid', value)}
            searchable
            allowDeselect={false}
            size="md"
            error={fieldError('userUuid')}
            data-testid="time-entry-technician"
          />
        ) : (
          <TextInput label={t('timelog.field.technician')} value={technicianOptions[0]?.label ?? ''} readOnly size="md" data-testid="time-entry-technician" />
        )}
        {!workorderUuid && (
          <WorksheetPicker
            value={values.workorderUuid}
            knownNumber={entry?.workorderUuid === values.workorderUuid ? entry?.worksheetId : null}
            onChange={(uuid) => form.setValues({ workorderUuid: uuid, entryId: null })}
            error={fieldError('workorderUuid')}
          />
        )}
        <Select
          label={t('timelog.field.service')}
          placeholder={values.workorderUuid ? t('timelog.field.servicePlaceholder') : t('timelog.field.serviceNeedsWorkorder')}
          data={lineOptions}
          value={values.entryId}
          onChange={(value) => form.setFieldValue('entryId', value)}
          disabled={!values.workorderUuid}
          clearable
          size="md"
          nothingFoundMessage={t('timelog.field.noService')}
          error={fieldError('entryId')}
          data-testid="time-entry-service"
        />
        <TextInput
          label={t('timelog.field.duration')}
          description={t('timelog.field.durationHint')}
          value={values.duration}
          onChange={(event) => {
            const text = event.currentTarget.value;
            apply((state) => changeDuration(state, text, context));
          }}
          autoComplete="off"
          inputMode="text"
          size="md"
          error={fieldError('duration')}
          data-testid="time-entry-duration"
        />
        <TextInput
          type="date"
          label={t('timelog.field.date')}
          value={values.date}
          onChange={(event) => {
            const date = event.currentTarget.value;
            apply((state) => changeDate(state, date));
          }}
          size="md"
          error={fieldError('date')}
          data-testid="time-entry-date"
        />
        <Group grow align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            type="time"
            label={t('timelog.field.startTime')}
            value={values.startTime}
            onChange={(event) => {
              const time = event.currentTarget.value;
              apply((state) => changeStart(state, time, context));
            }}
            rightSection={nowButton(t('timelog.field.now'), () => apply((state) => startNow(state, context)), 'time-entry-start-now')}
            rightSectionWidth={44}
            size="md"
            miw={0}
            error={fieldError('startTime')}
            data-testid="time-entry-start"
          />
          <TextInput
            type="time"
            label={t('timelog.field.endTime')}
            description={values.endNextDay && values.endTime ? t('timelog.field.nextDay') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            value={values.endTime}
            onChange={(event) => {
              const time = event.currentTarget.value;
              apply((state) => changeEnd(state, time, context));
            }}
            rightSection={nowButton(t('timelog.field.now'), () => apply((state) => endNow(state, context)), 'time-entry-end-now')}
            rightSectionWidth={44}
            size="md"
            miw={0}
            error={fieldError('endTime')}
            data-testid="time-entry-end"
          />
        </Group>
        <GrowingTextarea label={t('timelog.field.notes')} minRows={2} maxRows={6} size="md" {...form.getInputProps('notes')} error={fieldError('notes')} />
        {entry?.editedBy && entry.editedAt && (
          <Text size="xs" c="dimmed">
            {t('timelog.editedBy', { name: entry.editedBy.fullname, date: new Date(entry.editedAt).toLocaleString(language) })}
          </Text>
        )}
        {/* On a phone the buttons stack full width, the main one on top, within a thumb's reach. */}
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" align={{ base: 'stretch', xs: 'center' }} gap="sm" mt="sm" wrap="wrap">
          {mode === 'edit' && entry && (
            <Button variant="subtle" color="red" size="md" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)} disabled={pending} mr={{ xs: 'auto' }}>
              {t('timelog.form.delete')}
            </Button>
          )}
          <Button variant="default" size="md" onClick={onDone} disabled={pending}>
            {t('common.cancel')}
          </Button>
          {mode === 'running' && (
            <Button variant="light" size="md" onClick={() => void save(true)} disabled={!values.endTime || pending} data-testid="time-entry-save-clock-out">
              {t('timelog.form.saveClockOut')}
            </Button>
          )}
          <Button type="submit" size="md" loading={pending} disabled={mode !== 'add' && !form.isDirty()} data-testid="time-entry-submit">
            {mode === 'edit' ? t('timelog.form.edit') : t('timelog.form.save')}
          </Button>
        </Flex>
      </Stack>
      {entry && <DeleteTimeEntryModal entry={entry} opened={deleting} onClose={() => setDeleting(false)} onDeleted={onDone} />}
    </form>
  );
}
