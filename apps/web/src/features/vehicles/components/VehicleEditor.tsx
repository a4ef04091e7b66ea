import type { Mech } from '@atelier/contracts';
import { Alert, Button, Drawer, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { CustomerOption } from '../../customers';
import { useEquipmentTypes } from '../../vehicle-settings';
import { useCustomerMechs, useMech, useMechEntries, useMoveMech } from '../api';
import { VinOwnerContext, type VinOwnerActions } from '../vinOwner';
import {
  backToSelection,
  chooseVehicle,
  customerChosen,
  drawerTitleKey,
  initialEditorState,
  startNewVehicle,
  vehicleSaved,
  type VehicleEditorState,
} from '../vehicleEditorState';
import { DrawerHeaderBar } from './DrawerHeaderBar';
import { VehicleForm } from './VehicleForm';
import { VehicleSelectPanel } from './VehicleSelectPanel';

export interface VehicleEditorProps {
  /** The vehicle to edit; none to add one. */
  mechUuid: string | null;
  /** The customer to add a vehicle for (the customer page); none from /mechs, where it is chosen in the form. */
  customer: CustomerOption | null;
  focusNewEntry: boolean;
  onClose: () => void;
  onSaved?: (mech: Mech) => void;
}

/**
 * What the vehicle drawer shows: loads what the mode needs (equipment types, the vehicle and its
 * entries, the customer's vehicles) and moves between SELECT, ADD and EDIT (workshop §4).
 */
export function VehicleEditor({ mechUuid, customer: presetCustomer, focusNewEntry, onClose, onSaved }: VehicleEditorProps) {
  const { t } = useTranslation();
  const [chosenCustomer, setChosenCustomer] = useState<CustomerOption | null>(null);
  const customer = presetCustomer ?? chosenCustomer;
  const [state, setState] = useState<VehicleEditorState | null>(null);

  const equipment = useEquipmentTypes();
  const customerMechs = useCustomerMechs(mechUuid ? null : customer?.uuid);
  // The customer page starts in SELECT when the customer has vehicles: that needs their count first.
  const waitsForCount = !state && !mechUuid && !!presetCustomer && !customerMechs.data;
  const current = state ?? initialEditorState({ uuid: mechUuid, customerMechCount: presetCustomer ? (customerMechs.data?.total ?? null) : null });
  const loadsVehicle = current.mode === 'EDIT' && !current.createdHere;
  const mech = useMech(loadsVehicle ? current.uuid : null);
  const entries = useMechEntries(loadsVehicle ? current.uuid : null);

  const move = useMoveMech();
  // The VIN typed is already a vehicle of the shop: open that one (picked for the work order when
  // it is the customer's), or move it to this customer, rather than adding a duplicate.
  const currentUuid = current.uuid ?? null;
  const vinOwner = useMemo<VinOwnerActions>(
    () => ({
      currentUuid,
      customer: customer ? { uuid: customer.uuid, fullname: customer.fullname } : null,
      open: (existing) => {
        if (onSaved && customer && existing.customer.uuid === customer.uuid) {
          onSaved(existing);
          onClose();
        } else setState((state) => chooseVehicle(state ?? current, existing.uuid));
      },
      moveHere: async (existing) => {
        if (!customer) return;
        try {
          const moved = await move.mutateAsync({ uuid: existing.uuid, customerUuid: customer.uuid });
          onSaved?.(moved);
          onClose();
        } catch {
          // The global handler says why.
        }
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` and `move` change every render; what matters is here
    [currentUuid, customer, onSaved, onClose],
  );

  const title = t(drawerTitleKey(current));
  const failed = equipment.isError || (loadsVehicle && (mech.isError || entries.isError)) || (waitsForCount && customerMechs.isError);
  const loading = !equipment.data || (loadsVehicle && (!mech.data || !entries.data)) || waitsForCount || (current.mode === 'SELECT' && !customerMechs.data);

  if (failed || loading) {
    return (
      <>
        <DrawerHeaderBar
          title={title}
          onCancel={onClose}
          submitLabel={current.uuid ? t('vehicles.drawer.submitUpdate') : t('vehicles.drawer.submitAdd')}
          submitDisabled
        />
        <Drawer.Body pt="md" pl="lg" pb="xl">
          {failed ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('vehicles.drawer.loadError')} role="alert">
              <Button
                mt="sm"
                size="xs"
                variant="light"
                color="red"
                onClick={() => {
                  void equipment.refetch();
                  if (loadsVehicle) {
                    void mech.refetch();
                    void entries.refetch();
                  }
                  void customerMechs.refetch();
                }}
              >
                {t('common.retry')}
              </Button>
            </Alert>
          ) : (
            <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
              <Skeleton h={56} radius="md" />
              <Skeleton h={56} radius="md" />
              <Skeleton h={84} radius="md" />
              <Skeleton h={120} radius="md" />
            </Stack>
          )}
        </Drawer.Body>
      </>
    );
  }

  const vehicleCount = customerMechs.data?.total ?? 0;

  if (current.mode === 'SELECT' && customer) {
    return (
      <VehicleSelectPanel
        title={title}
        customer={customer}
        vehicles={customerMechs.data?.items ?? []}
        onChoose={(uuid) => setState(chooseVehicle(current, uuid))}
        onNewVehicle={() => setState(startNewVehicle(current))}
        onCancel={onClose}
      />
    );
  }

  const loaded = loadsVehicle ? (mech.data ?? null) : null;
  return (
    <VinOwnerContext value={vinOwner}>
      <VehicleForm
        key={current.session}
        title={title}
        mech={loaded}
        entries={loadsVehicle ? (entries.data ?? []) : []}
        customer={loaded ? loaded.customer : customer}
        picksCustomer={!presetCustomer && current.mode === 'ADD' && !current.canSelect}
        equipmentTypes={equipment.data ?? []}
        // Only the vehicle the drawer was opened on: one picked in SELECT opens as it is.
        focusNewEntry={focusNewEntry && current.session === 0}
        onBackToSelection={current.canSelect && !current.createdHere ? () => setState(backToSelection(current)) : null}
        onCustomerChosen={setChosenCustomer}
        customerVehicleCount={presetCustomer || mechUuid ? 0 : vehicleCount}
        onChooseExisting={() => setState(backToSelection(customerChosen(current, vehicleCount)))}
        onCreated={(created) => setState(vehicleSaved(current, created.uuid))}
        onSaved={(saved) => {
          onSaved?.(saved);
          onClose();
        }}
        onCancel={onClose}
      />
    </VinOwnerContext>
  );
}
