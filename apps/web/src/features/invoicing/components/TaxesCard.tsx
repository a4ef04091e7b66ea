import { ActionIcon, Badge, Button, Card, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconReceiptTax, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useTranslatedError } from '../../../shared/forms/useTranslatedError';
import { newTaxGroupRow, newTaxRow, type InvoicingFormValues, type TaxFormRow } from '../invoicingForm';
import classes from './TaxesCard.module.css';
import { DecimalInput } from '../../../shared/ui/DecimalInput';

interface TaxesCardProps {
  form: UseFormReturnType<InvoicingFormValues>;
  decimalSeparator: string;
  /** Asks before deleting a stored tax; a tax not saved yet just leaves the form. */
  onDelete: (groupIndex: number, taxIndex: number) => void;
}

function TaxRowFields({
  form,
  path,
  index,
  tax,
  decimalSeparator,
  onDelete,
}: {
  form: TaxesCardProps['form'];
  path: `list.${number}.taxes.${number}`;
  index: number;
  tax: TaxFormRow;
  decimalSeparator: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const deleteLabel = tax.name.trim() ? t('invoicing.taxes.delete', { name: tax.name.trim() }) : t('invoicing.taxes.deleteUnnamed');
  return (
    <Paper role="group" aria-label={t('invoicing.taxes.row', { index })} className={classes.row} withBorder radius="md" p="sm">
      <TextInput
        className={classes.name}
        label={t('invoicing.taxes.name')}
        required
        maxLength={80}
        {...form.getInputProps(`${path}.name`)}
        error={errorText(form.getInputProps(`${path}.name`).error)}
      />
      <TextInput
        className={classes.description}
        label={t('invoicing.taxes.descriptionLabel')}
        placeholder={t('invoicing.taxes.descriptionPlaceholder')}
        maxLength={200}
        {...form.getInputProps(`${path}.description`)}
      />
      <DecimalInput
        className={classes.rate}
        label={t('invoicing.taxes.rate')}
        required
        min={0}
        max={100}
        step={0.5}
        decimalScale={4}
        allowNegative={false}
        suffix=" %"
        decimalSeparator={decimalSeparator}
        inputMode="decimal"
        {...form.getInputProps(`${path}.rate`)}
        error={errorText(form.getInputProps(`${path}.rate`).error)}
      />
      <Tooltip label={deleteLabel} withArrow>
        <ActionIcon className={classes.remove} variant="subtle" color="red" size="lg" aria-label={deleteLabel} onClick={onDelete}>
          <IconTrash size={18} stroke={1.7} />
        </ActionIcon>
      </Tooltip>
    </Paper>
  );
}

/** 'Taxes': every group with its taxes (name, description, rate, delete), Add. */
export function TaxesCard({ form, decimalSeparator, onDelete }: TaxesCardProps) {
  const { t } = useTranslation();
  const errorText = useTranslatedError();
  const groups = form.values.list;
  return (
    <Card component="section" aria-labelledby="invoicing-taxes">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="invoicing-taxes">
            {t('invoicing.taxes.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('invoicing.taxes.description')}
          </Text>
        </div>

        {groups.length === 0 && (
          <Stack align="center" gap="xs" py="lg" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconReceiptTax size={26} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600}>{t('invoicing.taxes.none')}</Text>
            <Text size="sm" c="dimmed" maw={420}>
              {t('invoicing.taxes.noneBody')}
            </Text>
            <Button
              mt="xs"
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('list', newTaxGroupRow(t('invoicing.taxes.newGroupName')))}
            >
              {t('invoicing.taxes.addGroup')}
            </Button>
          </Stack>
        )}

        {groups.map((group, g) => (
          <Stack key={group.key} gap="sm" className={classes.group}>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label={t('invoicing.taxes.group')}
                required
                maxLength={80}
                className={classes.groupName}
                {...form.getInputProps(`list.${g}.name`)}
                error={errorText(form.getInputProps(`list.${g}.name`).error)}
              />
              {g === 0 && groups.length > 1 && (
                <Badge variant="light" mb={8}>
                  {t('invoicing.taxes.applied')}
                </Badge>
              )}
            </Group>
            {group.taxes.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('invoicing.taxes.emptyGroup')}
              </Text>
            )}
            {group.taxes.map((tax, i) => (
              <TaxRowFields
                key={tax.key}
                form={form}
                path={`list.${g}.taxes.${i}`}
                index={i + 1}
                tax={tax}
                decimalSeparator={decimalSeparator}
                onDelete={() => onDelete(g, i)}
              />
            ))}
            <div>
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem(`list.${g}.taxes`, newTaxRow())}>
                {t('invoicing.taxes.add')}
              </Button>
            </div>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
