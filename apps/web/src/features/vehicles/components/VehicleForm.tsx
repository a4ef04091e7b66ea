import type { ApiError, Entry, EquipmentType, Mech } from '@atelier/contracts';
import { formatPhone } from '@atelier/contracts/format';
import { Alert, Anchor, Divider, Drawer, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconArrowLeft, IconCar } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { CustomerSearchSelect, type CustomerOption } from '../../customers';
import { useCreateMech, useSaveEntries, useUpdateMech } from '../api';
import { backlogEntries, entryFormValues, newEntryRow, toEntryBody } from '../entryFormValues';
import { defaultTypeId, showsTypeSelect, vehicleInputs } from '../equipmentInputs';
import { useVehicleName } from '../hooks/useVehicleName';
import { serverFieldPath } from '../serverFieldPath';
import { formBaseline, formChanges, hasVehicleDetails, sentFieldIds, toMechBody, vehicleFormValues, vehicleSnapshot, type VehicleFormValues } from '../vehicleFormValues';
import { validateVehicleForm } from '../vehicleFormValidation';
import { BacklogSection } from './BacklogSection';
import { DrawerHeaderBar } from './DrawerHeaderBar';
import { VehicleFields } from './VehicleFields';

interface VehicleFormProps {
  title: string;
  /** The vehicle edited, with its entries; null to add one. */
  mech: Mech | null;
  entries: Entry[];
  /** The customer the vehicle is for, when known (the customer page, a vehicle picked in SELECT). */
  customer: CustomerOption | null;
  /** Adding from /mechs: the customer is chosen in the form. */
  picksCustomer: boolean;
  equipmentTypes: EquipmentType[];
  /** 'Ajouter des entrées': open with a new task, focused. */
  focusNewEntry: boolean;
  /** The customer has vehicles to pick from instead (§4: Cancel in ADD goes back to SELECT). */
  onBackToSelection: (() => void) | null;
  /** From /mechs: the customer chosen in the form (to offer the selection of their vehicles). */
  onCustomerChosen: (customer: CustomerOption | null) => void;
  customerVehicleCount: number;
  onChooseExisting: (() => void) | null;
  /** The vehicle was created; its entries may still fail, after which the drawer edits it. */
  onCreated: (mech: Mech) => void;
  onSaved: (mech: Mech) => void;
  onCancel: () => void;
}

/**
 * The vehicle form of the drawer in ADD and EDIT modes (workshop §2, §4): the customer (chosen
 * here when adding from /mechs), the equipment type, the vehicle's inputs and the backlog. Save:
 * ADD posts the vehicle then its entries; EDIT puts the vehicle then posts the entries (§4).
 */
export function VehicleForm(props: VehicleFormProps) {
  const {
    title,
    mech,
    entries,
    customer,
    picksCustomer,
    equipmentTypes,
    focusNewEntry,
    onBackToSelection,
    onCustomerChosen,
    customerVehicleCount,
    onChooseExisting,
    onCreated,
    onSaved,
    onCancel,
  } = props;
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const vehicleName = useVehicleName();
  const formId = useId();
  const create = useCreateMech();
  const update = useUpdateMech();
  const saveEntries = useSaveEntries();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [detailsMissing, setDetailsMissing] = useState(false);
  const [chosenCustomer, setChosenCustomer] = useState<CustomerOption | null>(customer);
  // The vehicle as saved so far: null until it exists.
  const [saved, setSaved] = useState<Mech | null>(mech);

  const [start] = useState(() => {
    const rows = backlogEntries(entries).map(entryFormValues);
    const initial = vehicleFormValues(mech, rows, { customerUuid: customer?.uuid ?? null, typeId: defaultTypeId(equipmentTypes) });
    const focusRow = focusNewEntry ? newEntryRow() : null;
    return { initial, focusRow };
  });
  const form = useForm<VehicleFormValues>({
    initialValues: start.focusRow ? { ...start.initial, entries: [...start.initial.entries, start.focusRow] } : start.initial,
    validate: validateVehicleForm,
  });

  const typeOf = (values: VehicleFormValues) => equipmentTypes.find((type) => String(type.id) === values.typeId) ?? null;
  const type = typeOf(form.values);
  const [baseline, setBaseline] = useState(() => formBaseline(start.initial, typeOf(start.initial)));
  const changes = formChanges(baseline, form.values, type);
  const inputs = useMemo(() => vehicleInputs(type), [type]);
  const pending = create.isPending || update.isPending || saveEntries.isPending;

  /** Server details on their inputs; the rest in the alert. */
  const showFailure = (error: unknown, fieldIds: number[]) => {
    const apiError = toApiError(error);
    const unshown = apiError.details.filter((detail) => {
      const path = serverFieldPath(detail.field, fieldIds);
      if (path) form.setFieldError(path, `error.${detail.message}`);
      return !path;
    });
    setFailure(apiError.details.length === 0 || unshown.length > 0 ? { ...apiError, details: unshown } : null);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    if (!hasVehicleDetails(values)) {
      setDetailsMissing(true);
      return;
    }
    setDetailsMissing(false);
    const currentType = typeOf(values);
    const body = toMechBody(values, currentType);
    const fieldIds = sentFieldIds(values, currentType);
    const wasNew = !saved;
    let vehicle = saved;
    try {
      if (!vehicle) {
        vehicle = await create.mutateAsync({ ...body, customerUuid: values.customerUuid! });
        setSaved(vehicle);
        onCreated(vehicle);
      } else if (changes.vehicle) {
        vehicle = await update.mutateAsync({ uuid: vehicle.uuid, mech: body });
        setSaved(vehicle);
      }
      const vehicleState = vehicleSnapshot(values, currentType);
      setBaseline((current) => ({ ...current, vehicle: vehicleState }));
    } catch (error) {
      showFailure(error, fieldIds);
      return;
    }
    try {
      if (changes.entries) await saveEntries.mutateAsync({ uuid: vehicle.uuid, entries: values.entries.map(toEntryBody) });
    } catch (error) {
      showFailure(error, fieldIds);
      return;
    }
    const name = vehicleName(vehicle);
    notify({ color: 'green', message: wasNew ? t('vehicles.created', { name }) : t('vehicles.updated', { name }) });
    onSaved(vehicle);
  });

  const chooseCustomer = (next: CustomerOption | null) => {
    setChosenCustomer(next);
    form.setFieldValue('customerUuid', next?.uuid ?? null);
    form.clearFieldError('customerUuid');
    onCustomerChosen(next);
  };

  // The customer is chosen here only when adding from /mechs; otherwise it is known and shown.
  const owner = saved?.customer ?? customer;

  return (
    <>
      <DrawerHeaderBar
        title={title}
        onCancel={onCancel}
        formId={formId}
        submitLabel={saved ? t('vehicles.drawer.submitUpdate') : t('vehicles.drawer.submitAdd')}
        // §5: disabled until the vehicle or any entry changed.
        submitDisabled={!changes.vehicle && !changes.entries}
        pending={pending}
      />
      <Drawer.Body pt="md" pl="lg" pb="xl">
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="lg">
            {onBackToSelection && (
              <Anchor component="button" type="button" size="sm" onClick={onBackToSelection} w="fit-content">
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={16} aria-hidden="true" />
                  {t('vehicles.select.backToSelection')}
                </Group>
              </Anchor>
            )}
            {failure && <ErrorAlert error={failure} />}
            {detailsMissing && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
                {t('vehicles.drawer.detailsRequired')}
              </Alert>
            )}

            {picksCustomer && !saved ? (
              <Stack gap={6}>
                <CustomerSearchSelect
                  label={t('vehicles.field.customer')}
                  required
                  value={chosenCustomer}
                  onChange={chooseCustomer}
                  error={errorText(form.errors.customerUuid)}
                  data-testid="customer-select"
                />
                {customerVehicleCount > 0 && onChooseExisting && (
                  <Text size="sm" c="dimmed">
                    {t('vehicles.select.hasVehicles', { count: customerVehicleCount })}{' '}
                    <Anchor component="button" type="button" size="sm" onClick={onChooseExisting}>
                      {t('vehicles.select.chooseExisting')}
                    </Anchor>
                  </Text>
                )}
              </Stack>
            ) : (
              owner && (
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed" truncate>
                    {t('vehicles.drawer.customerLine', { name: owner.fullname })}
                    {owner.mobile ? ` · ${formatPhone(owner.mobile)}` : ''}
                  </Text>
                </Group>
              )
            )}

            {showsTypeSelect(equipmentTypes) && (
              <Select
                label={t('vehicles.field.type')}
                placeholder={t('vehicles.field.typePlaceholder')}
                data={equipmentTypes.map((item) => ({ value: String(item.id), label: item.name }))}
                clearable
                leftSection={<IconCar size={16} />}
                {...form.getInputProps('typeId')}
                error={errorText(form.errors.typeId)}
              />
            )}

            <VehicleFields form={form} inputs={inputs} />

            <Divider />
            <BacklogSection form={form} initialFocusKey={start.focusRow?.key ?? null} />
          </Stack>
        </form>
      </Drawer.Body>
    </>
  );
}
