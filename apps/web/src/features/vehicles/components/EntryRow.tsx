import { ActionIcon, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import type { EntryFormValues } from '../entryFormValues';
import { useMoneyFormatter } from '../../accounts';
import type { VehicleFormValues } from '../vehicleFormValues';
import { MoneyInput } from '../../../shared/ui/MoneyInput';

interface EntryRowProps {
  form: UseFormReturnType<VehicleFormValues>;
  index: number;
  row: EntryFormValues;
  /** A row just added: its title takes the focus. */
  autoFocus: boolean;
  onRemove: () => void;
}

/** One backlog task: title, description, type, quantity (minimum 1) and an optional price. */
export function EntryRow({ form, index, row, autoFocus, onRemove }: EntryRowProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const money = useMoneyFormatter();
  const path = `entries.${index}` as const;
  const input = (field: 'name' | 'content' | 'value_measured' | 'price') => {
    const props = form.getInputProps(`${path}.${field}`);
    return { ...props, error: errorText(props.error) };
  };
  const n = index + 1;

  return (
    <Paper withBorder radius="md" p="sm" data-testid="backlog-row">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
            {t('vehicles.backlog.task', { n })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <SegmentedControl
              size="xs"
              aria-label={t('vehicles.backlog.type', { n })}
              data={[
                { value: 'SERVICE', label: t('vehicles.entryType.SERVICE') },
                { value: 'PRODUCT', label: t('vehicles.entryType.PRODUCT') },
              ]}
              value={row.type}
              onChange={(type) => {
                form.setFieldValue(`${path}.type`, type as EntryFormValues['type']);
                // §5: "PRODUCT entries default to 1".
                if (type === 'PRODUCT' && row.value_measured === '') form.setFieldValue(`${path}.value_measured`, 1);
              }}
            />
            <Tooltip label={t('vehicles.backlog.remove', { n })} withArrow>
              <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={t('vehicles.backlog.remove', { n })}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <TextInput
          label={t('vehicles.backlog.name')}
          placeholder={t('vehicles.backlog.namePlaceholder')}
          required
          autoComplete="off"
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          {...input('name')}
        />
        <GrowingTextarea label={t('vehicles.backlog.description')} minRows={1} maxRows={6} {...input('content')} />
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput label={t('vehicles.backlog.quantity')} min={1} step={1} allowNegative={false} decimalScale={2} {...input('value_measured')} />
          <MoneyInput label={t('vehicles.backlog.price')} format={money.input} {...input('price')} />
        </SimpleGrid>
        {/* §5: "A SERVICE entry with no price shows a hint that the price will be set automatically to the user's hourly rate." */}
        {row.type === 'SERVICE' && row.price === '' && (
          <Text size="xs" c="dimmed">
            {money.hourlyRate ? t('vehicles.backlog.priceHint', { rate: money.hourlyRate }) : t('vehicles.backlog.priceHintNoRate')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
