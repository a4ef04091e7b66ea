import type { Mech, VinDecode } from '@atelier/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowRight, IconCar, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { useCreateMake, useCreateModel, useFindMechByVin, useVinDecode } from '../api';
import { useVehicleName } from '../hooks/useVehicleName';
import { useVinOwnerActions } from '../vinOwner';
import type { VehicleFormValues } from '../vehicleFormValues';
import { VinDecodedNote } from './VinDecodedNote';
import { VinInput } from './VinInput';

const sameName = (a: string | undefined, b: string | null | undefined) => !!a && !!b && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * The VIN boxes and their lookup (§5 "Entering a VIN triggers a lookup that sets make, model and
 * year"): the 17th character calls GET /api/vin/{vin}, whose make, model and year fill the form.
 * A decoded make or model the shop's lists lack is offered for adding.
 */
export function VinField({ form, label }: { form: UseFormReturnType<VehicleFormValues>; label: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldError = useTranslatedError();
  const decode = useVinDecode();
  const createMake = useCreateMake();
  const createModel = useCreateModel();
  const [decoded, setDecoded] = useState<VinDecode | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const values = form.values;
  const vehicleName = useVehicleName();
  const findByVin = useFindMechByVin();
  const owner = useVinOwnerActions();
  // A VIN is one vehicle: the shop's vehicle that already has the VIN typed, offered instead.
  const [existing, setExisting] = useState<Mech | null>(null);
  const [moving, setMoving] = useState(false);

  const lookUp = (vin: string) => {
    setDecoded(null);
    setAddError(null);
    setExisting(null);
    findByVin(vin).then(
      (found) => {
        if (form.getValues().serialNumber === vin && found && found.uuid !== owner?.currentUuid) setExisting(found);
      },
      () => undefined,
    );
    decode.mutate(vin, {
      onSuccess: (answer) => {
        // The VIN changed while it was decoded: that answer is no longer about it.
        if (form.getValues().serialNumber !== vin) return;
        setDecoded(answer);
        if (answer.make) {
          form.setFieldValue('make', { id: answer.make.id, name: answer.make.name });
          form.setFieldValue('model', answer.model ? { id: answer.model.id, name: answer.model.name } : null);
        }
        if (answer.modelYear) form.setFieldValue('modelYear', String(answer.modelYear));
      },
    });
  };

  const change = (vin: string) => {
    form.setFieldValue('serialNumber', vin);
    form.clearFieldError('serialNumber');
    if (vin.length < 17) {
      decode.reset();
      setDecoded(null);
      setExisting(null);
    }
  };

  const add = async (what: 'make' | 'model') => {
    if (!decoded) return;
    setAddError(null);
    try {
      if (what === 'make') {
        const make = await createMake.mutateAsync(decoded.makeName);
        form.setFieldValue('make', { id: make.id, name: make.name });
        form.setFieldValue('model', null);
      } else if (values.make && decoded.modelName) {
        const model = await createModel.mutateAsync({ makeId: values.make.id, name: decoded.modelName });
        form.setFieldValue('model', { id: model.id, name: model.name });
      }
    } catch (failure) {
      const apiError = toApiError(failure);
      setAddError(errorText(apiError.details[0]?.message ?? apiError.message));
    }
  };

  const makeMissing = !!decoded && !decoded.make && !sameName(values.make?.name, decoded.makeName);
  const modelMissing = !!decoded && !!decoded.modelName && !decoded.model && !!values.make && !makeMissing && !sameName(values.model?.name, decoded.modelName);
  const lookupError = decode.error ? toApiError(decode.error) : null;
  // The boxes only take VIN characters, so a refused VIN failed the decoder's checks (check digit, maker code).
  const lookupCode = lookupError ? (lookupError.details[0]?.message ?? lookupError.message) : null;
  const lookupText = lookupCode === 'ERR_INVALID_VIN' ? t('vehicles.vin.invalid') : lookupCode ? errorText(lookupCode) : null;
  const serverError = fieldError(form.errors.serialNumber);

  return (
    <Stack gap="xs">
      <VinInput
        label={label}
        value={values.serialNumber}
        onChange={change}
        onComplete={lookUp}
        decoding={decode.isPending}
        description={<VinDecodedNote decoded={decoded} empty={!values.serialNumber} />}
        error={serverError || lookupText}
      />
      {existing && (
        <Alert variant="light" color="orange" icon={<IconCar size={18} />} p="sm" data-testid="vin-existing-vehicle">
          <Stack gap={8} align="flex-start">
            <Text size="sm">{t('vehicles.vin.existing', { vehicle: vehicleName(existing), customer: existing.customer.fullname })}</Text>
            {owner && (
              <Group gap="xs">
                <Button size="xs" variant="light" color="orange" leftSection={<IconCar size={14} />} onClick={() => owner.open(existing)}>
                  {t('vehicles.vin.openExisting')}
                </Button>
                {owner.customer && owner.customer.uuid !== existing.customer.uuid && (
                  <Button
                    size="xs"
                    variant="light"
                    color="orange"
                    leftSection={<IconArrowRight size={14} />}
                    loading={moving}
                    onClick={() => {
                      setMoving(true);
                      owner.moveHere(existing).finally(() => setMoving(false));
                    }}
                  >
                    {t('vehicles.vin.moveExisting', { customer: owner.customer.fullname })}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Alert>
      )}
      {(makeMissing || modelMissing) && decoded && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} p="sm">
          <Stack gap={8} align="flex-start">
            <Text size="sm">{makeMissing ? t('vehicles.vin.makeMissing', { name: decoded.makeName }) : t('vehicles.vin.modelMissing', { name: decoded.modelName })}</Text>
            <Button
              size="xs"
              variant="light"
              color="yellow"
              leftSection={<IconPlus size={14} />}
              loading={createMake.isPending || createModel.isPending}
              onClick={() => void add(makeMissing ? 'make' : 'model')}
            >
              {makeMissing ? t('vehicles.vin.addMake', { name: decoded.makeName }) : t('vehicles.vin.addModel', { name: decoded.modelName })}
            </Button>
            {addError && (
              <Text size="xs" c="red">
                {addError}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
