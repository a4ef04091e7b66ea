import { createApiKeyBodySchema, type CreateApiKeyBody } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/useTranslation';
import { toApiError } from '../../../shared/errors/describeError';
import { applyServerFieldErrors } from '../../../shared/forms/applyServerFieldErrors';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { zodFormValidator } from '../../../shared/forms/zodFormValidator';
import { useCreateApiKey, type CreatedApiKey } from '../api';
import { EXPIRY_CHOICES, expiryInstant, minExpiryDate, validateCustomExpiry, type ExpiryChoice } from '../expiry';

const FIELDS = ['name', 'description', 'expiresAt'] as const;

interface ApiKeyFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (key: CreatedApiKey) => void;
}

interface Values {
  name: string;
  description: string;
  expiry: ExpiryChoice;
  expiresAt: string;
}

/** Name required (80 characters), description up to 300: the contract's rules. */
const validateNameAndDescription = zodFormValidator<Values>(createApiKeyBodySchema, {
  toInput: ({ name, description }) => ({ name, description }),
  fields: ['name', 'description'],
});

function ApiKeyForm({ onClose, onCreated }: Omit<ApiKeyFormModalProps, 'opened'>) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const create = useCreateApiKey();
  const form = useForm<Values>({
    initialValues: { name: '', description: '', expiry: 'never', expiresAt: '' },
    validate: (values) => ({
      ...validateNameAndDescription(values),
      // The date picker's own rule: a whole date, not before tomorrow.
      expiresAt: values.expiry === 'custom' ? validateCustomExpiry(values.expiresAt) : null,
    }),
  });

  const submit = form.onSubmit(async (values) => {
    const body: CreateApiKeyBody = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      expiresAt: expiryInstant(values.expiry, values.expiresAt),
    };
    try {
      onCreated(await create.mutateAsync(body));
    } catch (error) {
      // Logged by the mutation (spec §8); a field the server named still shows its message.
      applyServerFieldErrors(form, toApiError(error), FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('apiKeys.form.name')}
          placeholder={t('apiKeys.form.namePlaceholder')}
          required
          maxLength={80}
          data-autofocus
          autoComplete="off"
          {...form.getInputProps('name')}
          error={errorText(form.errors.name)}
        />
        <GrowingTextarea
          label={t('apiKeys.form.description')}
          placeholder={t('apiKeys.form.descriptionPlaceholder')}
          minRows={2}
          maxRows={5}
          maxLength={300}
          {...form.getInputProps('description')}
          error={errorText(form.errors.description)}
        />
        <Select<ExpiryChoice>
          label={t('apiKeys.form.expiry')}
          data={EXPIRY_CHOICES.map((choice) => ({ value: choice, label: t(`apiKeys.expiry.${choice}`) }))}
          allowDeselect={false}
          checkIconPosition="right"
          value={form.values.expiry}
          onChange={(choice) => choice && form.setFieldValue('expiry', choice)}
        />
        {form.values.expiry === 'custom' && (
          <TextInput
            type="date"
            label={t('apiKeys.form.expiryDate')}
            description={t('apiKeys.form.expiryHint')}
            required
            min={minExpiryDate()}
            {...form.getInputProps('expiresAt')}
            error={errorText(form.errors.expiresAt)}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending} disabled={!form.isDirty()}>
            {t('apiKeys.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The "API Key" form (shell spec §2): name (required), description, optional expiry. */
export function ApiKeyFormModal({ opened, onClose, onCreated }: ApiKeyFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('apiKeys.form.title')}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <ApiKeyForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}
