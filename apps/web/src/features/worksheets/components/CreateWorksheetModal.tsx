import type { Mech } from '@atelier/contracts';
import { Anchor, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCar, IconPlus, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { fieldErrorCodes, toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { useSession } from '../../../shared/session/useSession';
import { MODAL_TRANSITION } from '../../../shared/ui/modalTransition';
import { useCreateCustomer } from '../../customers';
import { CustomerSearchSelect, type CustomerOption } from '../../customers';
import { useCustomerMechs } from '../../vehicles';
import { VehicleDrawer } from '../../vehicles';
import { useVehicleName } from '../../vehicles';
import { useStatuses } from '../../statuses';
import { useCreateWorksheet } from '../api';
import { autoPickedVehicle, defaultPullBacklog, defaultStatusId, defaultTechnician } from '../createDefaults';
import { useStatusOptions } from '../hooks/useStatusOptions';
import { useTechnicianOptions } from '../hooks/useTechnicianOptions';
import { holdTypedKeys } from '../typeAhead';
import { worksheetPath } from '../worksheetPath';

export interface CreateWorksheetModalProps {
  opened: boolean;
  onClose: () => void;
  /** Opened from a customer's page: that customer, chosen already. */
  customer?: CustomerOption | null;
}

/**
 * 'Nouveau bon de travail' (issue 5: "create in as few clicks as possible"): type a customer's
 * name or phone and pick it (or create one inline), its only vehicle is chosen for you, the
 * technician and the first TODO status are filled in; Enter creates and opens the work order.
 * The form's state lives here, outside the modal's content, so it survives the vehicle drawer.
 */
export function CreateWorksheetModal({ opened, onClose, customer: initialCustomer = null }: CreateWorksheetModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const vehicleName = useVehicleName();
  const statuses = useStatuses('worksheet');
  const statusOptions = useStatusOptions(statuses.data);
  const technicianOptions = useTechnicianOptions();
  const createCustomer = useCreateCustomer();
  const create = useCreateWorksheet();

  const [customer, setCustomer] = useState<CustomerOption | null>(initialCustomer);
  const [newCustomer, setNewCustomer] = useState<{ fullname: string; mobile: string } | null>(null);
  const [mechUuid, setMechUuid] = useState<string | null>(null);
  const [technicianUuid, setTechnicianUuid] = useState<string | null>(() => defaultTechnician(user));
  const [statusId, setStatusId] = useState<number | null>(null);
  const [pullBacklog, setPullBacklog] = useState(false);
  const [addingVehicle, setAddingVehicle] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const autoPickedFor = useRef<string | null>(null);

  const mechs = useCustomerMechs(customer?.uuid);
  const vehicles: Mech[] = mechs.data?.items ?? [];
  const mech = vehicles.find((m) => m.uuid === mechUuid) ?? null;

  // A fresh form each time it opens. The work-order page's code loads meanwhile: it shows at once
  // after 'Créer'.
  useEffect(() => {
    if (!opened) return;
    void import('../pages/WorksheetPage');
    setCustomer(initialCustomer);
    setNewCustomer(null);
    setMechUuid(null);
    autoPickedFor.current = null;
    setTechnicianUuid(defaultTechnician(user));
    setErrors({});
    create.reset();
    createCustomer.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [opened]);

  useEffect(() => {
    if (statusId === null) setStatusId(defaultStatusId(statuses.data));
  }, [statuses.data, statusId]);

  // A customer with exactly one vehicle: that one, without a click (once per customer and
  // opening, so clearing it sticks). It runs after the reset above when the form opens: a
  // customer given by the page (its vehicles loaded while the form was closed) gets it too.
  useEffect(() => {
    if (!opened || !customer || !mechs.data || autoPickedFor.current === customer.uuid) return;
    autoPickedFor.current = customer.uuid;
    const picked = autoPickedVehicle(mechs.data.items);
    if (picked) setMechUuid((current) => current ?? picked);
  }, [opened, customer, mechs.data]);

  useEffect(() => setPullBacklog(defaultPullBacklog(mech)), [mech]);

  const pickCustomer = (next: CustomerOption | null) => {
    setCustomer(next);
    setMechUuid(null);
    setErrors({});
  };

  /** The inline new customer, created on the server (before the vehicle drawer or the work order). */
  const ensureCustomer = async (): Promise<CustomerOption | null> => {
    if (!newCustomer) return customer;
    if (!newCustomer.fullname.trim()) {
      setErrors({ fullname: 'error.ERR_FULLNAME_REQUIRED' });
      return null;
    }
    try {
      const created = await createCustomer.mutateAsync({ fullname: newCustomer.fullname, mobile: newCustomer.mobile || null, email: null });
      const picked = { uuid: created.uuid, fullname: created.fullname, mobile: created.mobile };
      setCustomer(picked);
      setNewCustomer(null);
      return picked;
    } catch (error) {
      const fields = fieldErrorCodes(toApiError(error), ['fullname', 'mobile']);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, `error.${code}`])));
      return null;
    }
  };

  const openVehicleDrawer = async () => {
    const owner = await ensureCustomer();
    if (owner) setAddingVehicle(true);
    else if (!newCustomer) setErrors({ customer: 'error.ERR_CUSTOMER_REQUIRED' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || createCustomer.isPending) return;
    const owner = await ensureCustomer();
    if (!owner) {
      if (!newCustomer) setErrors({ customer: 'error.ERR_CUSTOMER_REQUIRED' });
      return;
    }
    if (statusId === null) {
      setErrors({ status: 'error.ERR_STATUS_REQUIRED' });
      return;
    }
    try {
      const worksheet = await create.mutateAsync({
        customerUuid: owner.uuid,
        mechUuid: mechUuid,
        technicianUuid,
        statusId,
        notes: null,
        pullBacklog: pullBacklog && !!mech,
      });
      // Keys typed from now on go to the new work order's catalogue box (typeAhead.ts).
      holdTypedKeys();
      onClose();
      void navigate(worksheetPath(worksheet.uuid));
    } catch {
      // Shown below the fields.
    }
  };

  const failure = create.error ?? (createCustomer.error && !errors.fullname && !errors.mobile ? createCustomer.error : null);

  return (
    <>
      <Modal
        opened={opened && !addingVehicle}
        onClose={onClose}
        title={t('worksheets.create.title')}
        size="lg"
        radius="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        // The drawer for a new vehicle comes and goes over it: no animation in between.
        transitionProps={addingVehicle ? { duration: 0 } : MODAL_TRANSITION}
      >
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-worksheet-form">
          <Stack gap="md">
            {newCustomer ? (
              <Stack gap="xs">
                <Group grow align="flex-start" wrap="wrap" gap="sm">
                  <TextInput
                    label={t('worksheets.create.fullname')}
                    required
                    data-autofocus
                    value={newCustomer.fullname}
                    onChange={(event) => setNewCustomer({ ...newCustomer, fullname: event.currentTarget.value })}
                    error={errors.fullname ? t(errors.fullname) : undefined}
                    miw={200}
                  />
                  <TextInput
                    label={t('worksheets.create.mobile')}
                    type="tel"
                    inputMode="tel"
                    value={newCustomer.mobile}
                    onChange={(event) => setNewCustomer({ ...newCustomer, mobile: event.currentTarget.value })}
                    error={errors.mobile ? t(errors.mobile) : undefined}
                    miw={160}
                  />
                </Group>
                <Anchor component="button" type="button" size="sm" onClick={() => setNewCustomer(null)} w="fit-content">
                  <Group gap={4} component="span">
                    <IconSearch size={14} />
                    {t('worksheets.create.searchCustomer')}
                  </Group>
                </Anchor>
              </Stack>
            ) : (
              <Stack gap="xs">
                <CustomerSearchSelect
                  label={t('worksheets.create.customer')}
                  required
                  autoFocus={!initialCustomer}
                  value={customer}
                  onChange={pickCustomer}
                  error={errors.customer ? t(errors.customer) : undefined}
                  data-testid="worksheet-customer-select"
                />
                <Anchor component="button" type="button" size="sm" onClick={() => setNewCustomer({ fullname: '', mobile: '' })} w="fit-content">
                  <Group gap={4} component="span">
                    <IconUserPlus size={14} />
                    {t('worksheets.create.newCustomer')}
                  </Group>
                </Anchor>
              </Stack>
            )}

            <Stack gap="xs">
              <Select
                label={t('worksheets.create.vehicle')}
                placeholder={customer && mechs.data && vehicles.length === 0 ? t('worksheets.create.noVehicles') : t('worksheets.create.vehiclePlaceholder')}
                disabled={!customer || vehicles.length === 0}
                clearable
                leftSection={<IconCar size={16} />}
                data={vehicles.map((m) => ({ value: m.uuid, label: m.serialNumber ? `${vehicleName(m)} · ${m.serialNumber}` : vehicleName(m) }))}
                value={mechUuid}
                onChange={setMechUuid}
                data-testid="worksheet-vehicle-select"
              />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void openVehicleDrawer()}
                disabled={!customer && !newCustomer}
                c={!customer && !newCustomer ? 'dimmed' : undefined}
                w="fit-content"
              >
                <Group gap={4} component="span">
                  <IconPlus size={14} />
                  {t('worksheets.create.newVehicle')}
                </Group>
              </Anchor>
            </Stack>

            <Group grow align="flex-start" wrap="wrap" gap="sm">
              <Select
                label={t('worksheets.create.technician')}
                placeholder={t('worksheets.noTechnician')}
                clearable
                searchable
                data={technicianOptions}
                value={technicianUuid}
                onChange={setTechnicianUuid}
                miw={200}
              />
              <Select
                label={t('worksheets.create.status')}
                required
                data={statusOptions}
                value={statusId === null ? null : String(statusId)}
                onChange={(value) => setStatusId(value ? Number(value) : null)}
                allowDeselect={false}
                error={errors.status ? t(errors.status) : undefined}
                miw={200}
              />
            </Group>

            {mech && mech.entryCount > 0 && (
              <Checkbox
                checked={pullBacklog}
                onChange={(event) => setPullBacklog(event.currentTarget.checked)}
                label={t('worksheets.create.pullBacklog')}
                description={t('worksheets.create.pullBacklogCount', { count: mech.entryCount })}
              />
            )}

            {failure && <ErrorAlert error={toApiError(failure)} />}

            <Group justify="space-between" gap="sm" mt="xs">
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {t('worksheets.create.enterHint')}
              </Text>
              <Group gap="sm" ml="auto">
                <Button variant="default" onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={create.isPending || createCustomer.isPending}>
                  {t('worksheets.create.submit')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </Modal>
      <VehicleDrawer
        opened={addingVehicle}
        onClose={() => setAddingVehicle(false)}
        customer={customer}
        // The drawer closes itself after saving; the new vehicle is the work order's.
        onSaved={(saved) => setMechUuid(saved.uuid)}
      />
    </>
  );
}
