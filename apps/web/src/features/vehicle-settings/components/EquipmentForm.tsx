import type { ApiError, EquipmentType } from '@atelier/contracts';
import type { EquipmentPurpose } from '@atelier/contracts/vehicle-constants';
import { ActionIcon, Alert, Button, Divider, Group, Stack, Text, TextInput, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { ErrorAlert } from '../../../shared/errors/ErrorAlert';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { notify } from '../../../shared/notifications/notify';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useCreateEquipmentType, useDeleteEquipmentType, useUpdateEquipmentType } from '../api';
import {
  equipmentChanged,
  equipmentErrorTarget,
  equipmentFormValues,
  newFieldKey,
  purposeMenuItems,
  toEquipmentBody,
  validateEquipmentForm,
  type EquipmentFormValues,
} from '../equipmentForm';
import { PurposeMenu } from './PurposeMenu';
import { PURPOSE_ICONS } from './purposeIcons';

interface EquipmentFormProps {
  /** The type to edit; null to create one. */
  type: EquipmentType | null;
  onDone: () => void;
}

/** Name, the fields (Add menu by purpose, a name and a remove button per row), Cancel and Save; Delete for a stored type. */
export function EquipmentForm({ type, onDone }: EquipmentFormProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const codeText = useErrorText();
  const create = useCreateEquipmentType();
  const update = useUpdateEquipmentType();
  const remove = useDeleteEquipmentType();
  const [initial] = useState(() => equipmentFormValues(type));
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [fieldsError, setFieldsError] = useState<string | null>(null);
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<ApiError | null>(null);

  const form = useForm<EquipmentFormValues>({
    initialValues: initial,
    validate: validateEquipmentForm,
  });
  const fields = form.values.fields;

  const addField = (purpose: EquipmentPurpose) => {
    const key = newFieldKey();
    // The new row starts with the purpose's name; the user renames it if they like.
    form.insertListItem('fields', { key, name: t(`vehicleSettings.purpose.${purpose}.label`), purpose });
    setJustAdded(key);
    setFieldsError(null);
  };

  const showServerError = (apiError: ApiError) => {
    let unshown = apiError.details.length === 0;
    for (const detail of apiError.details) {
      const target = equipmentErrorTarget(detail.field);
      if (target?.kind === 'name') form.setFieldError('name', `error.${detail.message}`);
      else if (target?.kind === 'field' && target.index < fields.length) form.setFieldError(`fields.${target.index}.name`, `error.${detail.message}`);
      else if (target?.kind === 'fields') setFieldsError(`error.${detail.message}`);
      else unshown = true;
    }
    setFailure(unshown ? apiError : null);
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setFieldsError(null);
    try {
      const body = toEquipmentBody(values);
      if (type) {
        await update.mutateAsync({ id: type.id, body });
        notify({ color: 'green', message: t('success.update') });
      } else {
        const saved = await create.mutateAsync(body);
        notify({ color: 'green', message: t('vehicleSettings.equipments.created', { name: saved.name }) });
      }
      onDone();
    } catch (error) {
      showServerError(toApiError(error));
    }
  });

  const confirmDelete = async () => {
    if (!type) return;
    setDeleteFailure(null);
    try {
      await remove.mutateAsync(type.id);
      setConfirming(false);
      notify({ color: 'green', message: t('vehicleSettings.equipments.deleted', { name: type.name }) });
      onDone();
    } catch (error) {
      setDeleteFailure(toApiError(error));
    }
  };

  const pending = create.isPending || update.isPending;
  const nameInput = form.getInputProps('name');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {failure && <ErrorAlert error={failure} />}
        <TextInput
          label={t('vehicleSettings.drawer.name')}
          placeholder={t('vehicleSettings.drawer.namePlaceholder')}
          required
          autoComplete="off"
          maxLength={80}
          data-autofocus
          {...nameInput}
          error={errorText(nameInput.error)}
        />

        <Stack gap="sm" component="section" aria-labelledby="equipment-fields-title">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Title order={3} size="h5" id="equipment-fields-title">
                {t('vehicleSettings.drawer.fields')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('vehicleSettings.drawer.fieldsHint')}
              </Text>
            </div>
            <PurposeMenu items={purposeMenuItems(fields)} onAdd={addField} />
          </Group>
          {fieldsError && (
            <Text size="sm" c="red" role="alert">
              {errorText(fieldsError)}
            </Text>
          )}
          {fields.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md" bd="1px dashed var(--app-border)" bdrs="md">
              {t('vehicleSettings.drawer.noFields')}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="equipment-fields">
              {fields.map((field, index) => {
                const PurposeIcon = PURPOSE_ICONS[field.purpose];
                const input = form.getInputProps(`fields.${index}.name`);
                const purposeLabel = t(`vehicleSettings.purpose.${field.purpose}.label`);
                return (
                  <Group key={field.key} gap="sm" wrap="nowrap" align="flex-start" data-testid="equipment-field-row">
                    <Tooltip label={t(`vehicleSettings.purpose.${field.purpose}.description`)} withArrow>
                      <ThemeIcon variant="light" size={36} radius="md" mt={24} aria-hidden="true">
                        <PurposeIcon size={18} />
                      </ThemeIcon>
                    </Tooltip>
                    <TextInput
                      label={purposeLabel}
                      autoComplete="off"
                      maxLength={80}
                      style={{ flex: 1 }}
                      autoFocus={field.key === justAdded}
                      onFocus={(event) => field.key === justAdded && event.currentTarget.select()}
                      {...input}
                      error={errorText(input.error)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size={36}
                      mt={24}
                      aria-label={t('vehicleSettings.drawer.removeField', { name: field.name.trim() || purposeLabel })}
                      onClick={() => form.removeListItem('fields', index)}
                    >
                      <IconX size={18} />
                    </ActionIcon>
                  </Group>
                );
              })}
            </Stack>
          )}
        </Stack>

        <Divider />
        <Group justify="space-between" gap="sm">
          {type ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)} disabled={pending}>
              {t('vehicleSettings.drawer.delete')}
            </Button>
          ) : null}
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onDone} disabled={pending}>
              {t('vehicleSettings.drawer.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!equipmentChanged(initial, form.values)}>
              {t('vehicleSettings.drawer.save')}
            </Button>
          </Group>
        </Group>
      </Stack>

      {type && (
        <ConfirmModal
          opened={confirming}
          onClose={() => {
            setConfirming(false);
            setDeleteFailure(null);
          }}
          onConfirm={() => void confirmDelete()}
          title={t('vehicleSettings.drawer.deleteModal.title')}
          confirmLabel={t('vehicleSettings.drawer.deleteModal.confirm')}
          loading={remove.isPending}
        >
          <Text size="sm">{t('vehicleSettings.drawer.deleteModal.body', { name: type.name })}</Text>
          {deleteFailure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} role="alert">
              {codeText(deleteFailure.message)}
            </Alert>
          )}
        </ConfirmModal>
      )}
    </form>
  );
}
