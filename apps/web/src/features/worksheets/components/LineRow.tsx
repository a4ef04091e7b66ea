import type { Entry, GroupedStatuses } from '@atelier/contracts';
import { GrowingTextarea } from '../../../shared/ui/GrowingTextarea';
import { MenuOnDemand } from '../../../shared/ui/MenuOnDemand';
import { ENTRY_NAME_MAX_LENGTH } from '@atelier/contracts/vehicle-constants';
import { ActionIcon, Badge, Box, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconCurrencyDollarOff, IconDots, IconLink, IconRefresh, IconTrash, IconUnlink } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { fieldErrorCodes, toApiError } from '../../../shared/errors/describeError';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { notify } from '../../../shared/notifications/notify';
import { TooltipOnDemand } from '../../../shared/ui/TooltipOnDemand';
import { useAccountPreferences } from '../../../shared/account/api';
import { EntryTypeBadge } from '../../vehicles';
import { useMoneyFormatter } from '../../accounts';
import { useDisconnectLine, useRemoveLinePrice, useUpdateLine, type LineTarget } from '../api';
import { useStatusOptions } from '../hooks/useStatusOptions';
import {
  isHourlyRateLine,
  lineAmount,
  clampDiscount,
  lineChanges,
  lineFormValues,
  refreshedValues,
  refreshLineBody,
  savedValues,
  type LineFormValues,
  type UpdateLineBody,
} from '../lineFormValues';
import { DecimalInput } from '../../../shared/ui/DecimalInput';
import { MoneyInput } from '../../../shared/ui/MoneyInput';
import classes from './LineRow.module.css';

interface Props {
  /** A work order's line (with its status) or a draft invoice's (with its discount). */
  target: LineTarget;
  entry: Entry;
  entryStatuses: GroupedStatuses | undefined;
  onDelete: (entry: Entry) => void;
  /** The clock's start/stop button of a SERVICE line (features/clock), drawn for this line. */
  clock?: (entry: Entry) => ReactNode;
}

/**
 * One line of a work order or of a draft invoice, edited in place (workshop §3 Entry, §4, §5): a
 * field saves when it is left (or on Enter), the status at once; linked lines can be refreshed
 * from the catalogue or disconnected from it. A work order's SERVICE line has a status; an
 * invoice's line has a discount in percent instead (issue 14). Memoized: ten rows of inputs
 * re-render only when their own props change.
 */
export const LineRow = memo(function LineRow({ target, entry, entryStatuses, onDelete, clock }: Props) {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const hourlyRate = useAccountPreferences().hourlyRates.valuePerUnit;
  const statusOptions = useStatusOptions(entryStatuses);
  const update = useUpdateLine(target);
  const disconnect = useDisconnectLine(target);
  const removePrice = useRemoveLinePrice(target);
  const onInvoice = 'invoiceUuid' in target;
  const [values, setValues] = useState<LineFormValues>(() => lineFormValues(entry));
  const [nameError, setNameError] = useState<string | null>(null);
  // The line as last saved or refreshed: only what the server changed since reaches the inputs.
  const known = useRef(lineFormValues(entry));

  useEffect(() => {
    const after = lineFormValues(entry);
    const before = known.current;
    known.current = after;
    setValues((current) => refreshedValues(before, after, current));
  }, [entry]);

  const updated = () => notify({ color: 'teal', message: t('worksheets.lines.updated') });

  const send = (body: UpdateLineBody) => {
    known.current = savedValues(entry, body);
    update.mutate(
      { id: entry.id, body },
      {
        onSuccess: () => {
          setNameError(null);
          updated();
        },
        onError: (error) => {
          known.current = lineFormValues(entry);
          // §8: the title's error is said on the name field; anything else is a toast.
          const fields = fieldErrorCodes(toApiError(error), ['title', 'name']);
          const code = fields.title ?? fields.name;
          if (code) setNameError(`error.${code}`);
          else showErrorToast(error);
        },
      },
    );
  };

  const save = () => {
    const body = lineChanges(entry, values);
    if (body) send(body);
    // Back to the saved title: nothing to send, nothing wrong any more.
    else setNameError(null);
  };
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  const price = values.price === '' ? null : Number(values.price);
  const amount = lineAmount({ type: entry.type, price, value_measured: Number(values.quantity) || 1, discount: clampDiscount(values.discount) }, hourlyRate);
  const hourly = isHourlyRateLine({ type: entry.type, price });

  return (
    <Box
      py="sm"
      px="md"
      className={onInvoice ? `${classes.row} ${classes.invoice}` : classes.row}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="worksheet-line"
      data-line-type={entry.type}
    >
      <Group gap={6} mb={4} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap">
          <EntryTypeBadge type={entry.type} />
          {entry.related_item && (
            <TooltipOnDemand label={t('worksheets.lines.linked', { name: entry.related_item.name })} withArrow>
              <Badge size="sm" variant="outline" color="gray" leftSection={<IconLink size={11} />} tt="none" fw={500}>
                {t('worksheets.lines.catalog')}
              </Badge>
            </TooltipOnDemand>
          )}
        </Group>
        {clock?.(entry)}
      </Group>
      <div className={classes.fields}>
        <div className={classes.name}>
          <TextInput
            aria-label={t('worksheets.lines.name')}
            value={values.name}
            maxLength={ENTRY_NAME_MAX_LENGTH}
            onChange={(event) => setValues({ ...values, name: event.currentTarget.value })}
            onBlur={save}
            onKeyDown={saveOnEnter}
            error={nameError ? t(nameError) : undefined}
            fw={500}
          />
          <GrowingTextarea
            aria-label={t('worksheets.lines.description')}
            placeholder={t('worksheets.lines.descriptionPlaceholder')}
            minRows={1}
            maxRows={5}
            mt={6}
            size="xs"
            value={values.content}
            onChange={(event) => setValues({ ...values, content: event.currentTarget.value })}
            onBlur={save}
          />
        </div>
        {!onInvoice && (
          <div className={classes.status}>
            {entry.type === 'SERVICE' ? (
              // A native select: ten Mantine Selects (a combobox and a popover each) were a
              // fifth of a phone's first render of the page; a phone opens its own picker.
              <NativeSelect
                aria-label={t('worksheets.lines.status')}
                data={[{ value: '', label: t('worksheets.lines.noStatus') }, ...statusOptions]}
                value={entry.status ? String(entry.status.id) : ''}
                c={entry.status ? undefined : 'dimmed'}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  send({ statusId: value ? Number(value) : null });
                }}
              />
            ) : null}
          </div>
        )}
        <div className={classes.quantity}>
          <DecimalInput
            aria-label={t('worksheets.lines.quantity')}
            min={1}
            step={1}
            allowNegative={false}
            decimalScale={2}
            decimalSeparator={money.input.decimalSeparator}
            value={values.quantity}
            // §5: quantity minimum 1.
            onChange={(value) => setValues({ ...values, quantity: typeof value === 'number' ? value : Math.max(1, Number(value) || 1) })}
            onBlur={save}
            onKeyDown={saveOnEnter}
            hideControls
          />
        </div>
        {onInvoice && (
          <div className={classes.discount}>
            <DecimalInput
              aria-label={t('worksheets.lines.discount')}
              min={0}
              max={100}
              step={1}
              allowNegative={false}
              decimalScale={2}
              decimalSeparator={money.input.decimalSeparator}
              suffix=" %"
              value={values.discount}
              // Kept as typed; clamped to 0–100 when saved.
              onChange={(value) => setValues({ ...values, discount: typeof value === 'number' ? value : Number(value) || 0 })}
              onBlur={save}
              onKeyDown={saveOnEnter}
              hideControls
              data-testid="line-discount"
            />
          </div>
        )}
        <div className={classes.price}>
          <MoneyInput
            aria-label={t('worksheets.lines.price')}
            format={money.input}
            placeholder={entry.type === 'SERVICE' ? t('worksheets.lines.hourlyPlaceholder') : undefined}
            value={values.price}
            onChange={(value) => setValues({ ...values, price: value === '' ? '' : Number(value) })}
            onBlur={save}
            onKeyDown={saveOnEnter}
          />
        </div>
        <div className={classes.amount}>
          <Text size="sm" fw={600} data-testid="line-amount">
            {amount === null ? '—' : money.format(amount)}
          </Text>
        </div>
        <div className={classes.actions}>
          <MenuOnDemand
            position="bottom-end"
            withinPortal
            target={
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('worksheets.lines.actions', { name: entry.name })}>
                <IconDots size={18} />
              </ActionIcon>
            }
          >
            {entry.related_item && (
              <>
                <MenuOnDemand.Item
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => {
                    const body = refreshLineBody(entry);
                    if (body) send(body);
                  }}
                >
                  {t('worksheets.lines.refresh')}
                </MenuOnDemand.Item>
                <MenuOnDemand.Item leftSection={<IconUnlink size={16} />} onClick={() => disconnect.mutate(entry.id, { onSuccess: updated })}>
                  {t('worksheets.lines.disconnect')}
                </MenuOnDemand.Item>
              </>
            )}
            {entry.price !== null && (
              <MenuOnDemand.Item leftSection={<IconCurrencyDollarOff size={16} />} onClick={() => removePrice.mutate(entry.id, { onSuccess: updated })}>
                {t('worksheets.lines.removePrice')}
              </MenuOnDemand.Item>
            )}
            <MenuOnDemand.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(entry)}>
              {t('worksheets.lines.delete')}
            </MenuOnDemand.Item>
          </MenuOnDemand>
        </div>
      </div>
      {hourly && (
        <Text size="xs" c="dimmed" mt={6} data-testid="hourly-rate-hint">
          {money.hourlyRate ? t('worksheets.lines.hourlyHint', { rate: money.hourlyRate }) : t('worksheets.lines.hourlyHintNoRate')}
        </Text>
      )}
    </Box>
  );
});
