import { EVENT_STATUSES } from '@atelier/contracts/booking-constants';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import type { BookingSettings, PlanningEvent } from '@atelier/contracts/planning';
import { Alert, Anchor, Button, Group, MultiSelect, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCar, IconClipboardPlus, IconPlus, IconSearch, IconTrash, IconUserPlus, IconWorld } from '@tabler/icons-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { DrawerShell } from '../../../shared/ui/DrawerShell';
import { CustomerSearchSelect, useCreateCustomer } from '../../customers';
import { useCustomerMechs, useVehicleName } from '../../vehicles';
import { worksheetPath } from '../../worksheets';
import { TimeSelect } from './TimeSelect';
import { useCreateEvent, useDeleteEvent, useEventWorksheet, usePatchEvent, useServiceOptions } from '../api';
import { eventBody, eventFormValues, formRange, keepLength, type EventFormValues, type EventPrefill } from '../eventFormValues';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The appointment edited, or the slot a new one starts from. */
  source: PlanningEvent | EventPrefill | null;
  settings: BookingSettings | undefined;
  zone: string;
  /** The sentence naming the appointment in the way of a 409, in the user's language. */
  conflictText: (error: unknown) => string | null;
}

/**
 * The appointment drawer: when (date and time pickers on the shop's clock), status, bay,
 * technician, customer (searched, or new), their vehicle, services (catalogue and free text),
 * title and notes; Save, Delete, and 'Créer le bon de travail'.
 */
export function EventDrawer({ opened, onClose, source, settings, zone, conflictText }: Props) {
  const { t } = useTranslation();
  const event = source && 'uuid' in source ? source : null;
  return (
    <DrawerShell opened={opened} onClose={onClose} title={event ? t('planning.drawer.editTitle') : t('planning.drawer.createTitle')} size="md">
      {source && <EventForm key={event?.uuid ?? `new-${source.start}`} source={source} settings={settings} zone={zone} onClose={onClose} conflictText={conflictText} />}
    </DrawerShell>
  );
}

function EventForm({ source, settings, zone, onClose, conflictText }: Omit<Props, 'opened' | 'source'> & { source: PlanningEvent | EventPrefill }) {
  const { t } = useTranslation();
  const vehicleName = useVehicleName();
  const worksheetNumber = useWorksheetNumber();
  const event = 'uuid' in source ? source : null;
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(source, zone));
  const [newCustomer, setNewCustomer] = useState<{ fullname: string; mobile: string } | null>(null);
  const [freeText, setFreeText] = useState('');
  const [serviceSearch, setServiceSearch] = useState('');
  const [serviceQuery] = useDebouncedValue(serviceSearch, 250);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [rangeError, setRangeError] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const create = useCreateEvent();
  const patch = usePatchEvent();
  const remove = useDeleteEvent();
  const toWorksheet = useEventWorksheet();
  const createCustomer = useCreateCustomer();
  const mechs = useCustomerMechs(values.customer?.uuid);
  const serviceOptions = useServiceOptions(serviceQuery, servicesOpen);
  const [linked, setLinked] = useState(event?.worksheet ?? null);

  const set = (patchValues: Partial<EventFormValues>) => setValues((before) => keepLength(before, { ...before, ...patchValues }, zone));

  // A customer with exactly one vehicle: that one.
  useEffect(() => {
    const items = mechs.data?.items;
    if (items?.length === 1 && !values.mechUuid) setValues((v) => ({ ...v, mechUuid: items[0]!.uuid }));
  }, [mechs.data, values.mechUuid]);

  const catalogChosen = values.services.filter((s) => s.catalogItemId !== null);
  const serviceData = useMemo(() => {
    const seen = new Map<string, string>();
    for (const s of catalogChosen) seen.set(String(s.catalogItemId), s.name);
    for (const option of serviceOptions.data ?? []) seen.set(String(option.id), option.name);
    for (const option of settings?.services ?? []) if (!seen.has(String(option.catalogItemId))) seen.set(String(option.catalogItemId), option.name);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [catalogChosen, serviceOptions.data, settings?.services]);

  const activeBays = (settings?.bays ?? []).filter((bay) => bay.active || bay.id === values.bayId);
  const failure = create.error ?? patch.error ?? createCustomer.error ?? toWorksheet.error ?? remove.error;
  const conflict = failure ? conflictText(failure) : null;
  const busy = create.isPending || patch.isPending || createCustomer.isPending;

  const submit = async (form: FormEvent) => {
    form.preventDefault();
    if (busy) return;
    const range = formRange(values, zone);
    if (!range || range.end <= range.start) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    let customerUuid = values.customer?.uuid ?? null;
    try {
      if (newCustomer?.fullname.trim()) {
        const created = await createCustomer.mutateAsync({ fullname: newCustomer.fullname.trim(), mobile: newCustomer.mobile || null, email: null });
        customerUuid = created.uuid;
        setValues((v) => ({ ...v, customer: { uuid: created.uuid, fullname: created.fullname, mobile: created.mobile } }));
        setNewCustomer(null);
      }
      const body = eventBody(values, zone, customerUuid);
      if (event) await patch.mutateAsync({ uuid: event.uuid, body });
      else await create.mutateAsync(body);
      notify({ color: 'teal', message: t('planning.drawer.saved') });
      onClose();
    } catch {
      // Shown in the drawer (the alert, and which appointment is in the way).
    }
  };

  const makeWorksheet = () => {
    if (!event) return;
    toWorksheet.mutate(event.uuid, {
      onSuccess: ({ worksheet }) => {
        setLinked(worksheet);
        const number = worksheetNumber(worksheet.worksheetId);
        notify({
          color: 'teal',
          title: t('planning.drawer.worksheetCreated', { number }),
          message: (
            // A toast lives outside the router: a plain link to the hash route.
            <Anchor href={`#${worksheetPath(worksheet.uuid)}`} size="sm" data-testid="planning-worksheet-toast-link">
              {t('planning.drawer.openWorksheet')}
            </Anchor>
          ),
        });
      },
    });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="planning-event-form">
      <Stack gap="sm">
        {event?.source === 'ONLINE' && (
          <Alert color="blue" variant="light" icon={<IconWorld size={18} />} title={t('planning.drawer.onlineBooking')}>
            {event.contact && (
              <Text size="sm">
                {t('planning.drawer.contact', { value: [event.contact.fullname, event.contact.email, event.contact.mobile].filter(Boolean).join(' · ') })}
              </Text>
            )}
            {event.vehicleText && <Text size="sm">{t('planning.drawer.vehicleText', { value: event.vehicleText })}</Text>}
          </Alert>
        )}
        <Group grow gap="sm" align="flex-start">
          <TextInput type="date" label={t('planning.drawer.startDate')} required value={values.startDate} onChange={(e) => set({ startDate: e.currentTarget.value })} />
          <TimeSelect label={t('planning.drawer.startTime')} value={values.startTime} onChange={(startTime) => set({ startTime })} />
        </Group>
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="date"
            label={t('planning.drawer.endDate')}
            required
            value={values.endDate}
            onChange={(e) => setValues({ ...values, endDate: e.currentTarget.value })}
          />
          <TimeSelect
            label={t('planning.drawer.endTime')}
            value={values.endTime}
            onChange={(endTime) => setValues({ ...values, endTime })}
            error={rangeError ? t('planning.drawer.endBeforeStart') : undefined}
          />
        </Group>
        <Group grow gap="sm" align="flex-start">
          <Select
            label={t('planning.drawer.status')}
            data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`planning.status.${status}`) }))}
            value={values.status}
            onChange={(status) => status && setValues({ ...values, status: status as EventFormValues['status'] })}
            allowDeselect={false}
          />
          <Select
            label={t('planning.drawer.bay')}
            placeholder={t('planning.noBay')}
            clearable
            data={activeBays.map((bay) => ({ value: String(bay.id), label: bay.name }))}
            value={values.bayId === null ? null : String(values.bayId)}
            onChange={(id) => setValues({ ...values, bayId: id ? Number(id) : null })}
          />
        </Group>
        <Select
          label={t('planning.drawer.technician')}
          placeholder={t('planning.noTechnician')}
          clearable
          searchable
          data={(settings?.technicians ?? []).map((tech) => ({ value: tech.uuid, label: tech.fullname }))}
          value={values.technicianUuid}
          onChange={(uuid) => setValues({ ...values, technicianUuid: uuid })}
        />
        {newCustomer ? (
          <Stack gap={4}>
            <Group grow gap="sm" align="flex-start">
              <TextInput
                label={t('planning.drawer.fullname')}
                required
                value={newCustomer.fullname}
                onChange={(e) => setNewCustomer({ ...newCustomer, fullname: e.currentTarget.value })}
              />
              <TextInput
                label={t('planning.drawer.mobile')}
                type="tel"
                value={newCustomer.mobile}
                onChange={(e) => setNewCustomer({ ...newCustomer, mobile: e.currentTarget.value })}
              />
            </Group>
            <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => setNewCustomer(null)}>
              <Group gap={4} component="span">
                <IconSearch size={14} />
                {t('planning.drawer.searchCustomer')}
              </Group>
            </Anchor>
          </Stack>
        ) : (
          <Stack gap={4}>
            <CustomerSearchSelect
              label={t('planning.drawer.customer')}
              value={values.customer}
              onChange={(customer) => setValues({ ...values, customer, mechUuid: null })}
              data-testid="planning-customer-select"
            />
            <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => setNewCustomer({ fullname: '', mobile: '' })}>
              <Group gap={4} component="span">
                <IconUserPlus size={14} />
                {t('planning.drawer.newCustomer')}
              </Group>
            </Anchor>
          </Stack>
        )}
        <Select
          label={t('planning.drawer.vehicle')}
          leftSection={<IconCar size={16} />}
          placeholder={values.customer && mechs.data?.items.length === 0 ? t('planning.drawer.noVehicles') : t('planning.drawer.vehiclePlaceholder')}
          disabled={!values.customer || !mechs.data?.items.length}
          clearable
          data={(mechs.data?.items ?? []).map((mech) => ({
            value: mech.uuid,
            label: mech.metric.license ? `${vehicleName(mech)} · ${mech.metric.license}` : vehicleName(mech),
          }))}
          value={values.mechUuid}
          onChange={(uuid) => setValues({ ...values, mechUuid: uuid })}
        />
        <MultiSelect
          label={t('planning.drawer.services')}
          placeholder={catalogChosen.length ? undefined : t('planning.drawer.servicesPlaceholder')}
          searchable
          searchValue={serviceSearch}
          onSearchChange={setServiceSearch}
          onDropdownOpen={() => setServicesOpen(true)}
          filter={({ options }) => options}
          data={serviceData}
          value={catalogChosen.map((s) => String(s.catalogItemId))}
          onChange={(ids) =>
            setValues({
              ...values,
              services: [
                ...ids.map((id) => ({ catalogItemId: Number(id), name: serviceData.find((d) => d.value === id)?.label ?? id })),
                ...values.services.filter((s) => s.catalogItemId === null),
              ],
            })
          }
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('planning.drawer.freeService')}
            placeholder={t('planning.drawer.freeServicePlaceholder')}
            value={freeText}
            onChange={(e) => setFreeText(e.currentTarget.value)}
            onKeyDown={(key) => {
              if (key.key === 'Enter' && freeText.trim()) {
                key.preventDefault();
                setValues({ ...values, services: [...values.services, { catalogItemId: null, name: freeText.trim() }] });
                setFreeText('');
              }
            }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={14} />}
            disabled={!freeText.trim()}
            onClick={() => {
              setValues({ ...values, services: [...values.services, { catalogItemId: null, name: freeText.trim() }] });
              setFreeText('');
            }}
          >
            {t('planning.drawer.addFreeService')}
          </Button>
        </Group>
        {values.services.some((s) => s.catalogItemId === null) && (
          <Pill.Group>
            {values.services.map((service, index) =>
              service.catalogItemId === null ? (
                <Pill
                  key={`${service.name}-${index}`}
                  withRemoveButton
                  onRemove={() => setValues({ ...values, services: values.services.filter((_, i) => i !== index) })}
                >
                  {service.name}
                </Pill>
              ) : null,
            )}
          </Pill.Group>
        )}
        <TextInput label={t('planning.drawer.title')} value={values.title} onChange={(e) => setValues({ ...values, title: e.currentTarget.value })} />
        <GrowingTextarea
          label={t('planning.drawer.notes')}
          minRows={2}
          maxRows={6}
          value={values.notes}
          onChange={(e) => setValues({ ...values, notes: e.currentTarget.value })}
        />

        {failure && <ErrorAlert error={toApiError(failure)} />}
        {conflict && (
          <Text size="sm" c="red" data-testid="planning-conflict">
            {conflict}
          </Text>
        )}

        {event &&
          (linked ? (
            <Anchor component={Link} to={worksheetPath(linked.uuid)} fw={600} data-testid="planning-worksheet-link">
              {t('planning.drawer.worksheetLink', { number: worksheetNumber(linked.worksheetId) })}
            </Anchor>
          ) : (
            <Button variant="light" leftSection={<IconClipboardPlus size={16} />} loading={toWorksheet.isPending} onClick={makeWorksheet}>
              {t('planning.drawer.createWorksheet')}
            </Button>
          ))}

        <Group justify="space-between" mt="xs">
          {event ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
              {t('planning.drawer.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('planning.drawer.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
      {event && (
        <ConfirmModal
          opened={deleting}
          onClose={() => setDeleting(false)}
          title={t('planning.drawer.delete')}
          confirmLabel={t('planning.drawer.delete')}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(event.uuid, {
              onSuccess: () => {
                notify({ color: 'green', message: t('planning.drawer.deleted') });
                setDeleting(false);
                onClose();
              },
            })
          }
        >
          <Text size="sm">{t('planning.drawer.deleteConfirm')}</Text>
        </ConfirmModal>
      )}
    </form>
  );
}
