import type { NumberInputProps } from '@mantine/core';
import type { Ref } from 'react';
import type { CurrencyInputFormat } from '../format/currencyInput';
import { DecimalInput } from './DecimalInput';

type MoneyInputProps = NumberInputProps & {
  /** How the account's currency is written in this language (currencyInputFormat, or useMoneyFormatter().input). */
  format: CurrencyInputFormat;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An amount of money: never negative, two decimals shown ('95,00 $' / '$95.00'), no stepper
 * arrows, either decimal separator typed or pasted (DecimalInput). Any NumberInput prop overrides these.
 */
export function MoneyInput({ format, ...props }: MoneyInputProps) {
  return (
    <DecimalInput
      min={0}
      allowNegative={false}
      decimalScale={2}
      fixedDecimalScale
      hideControls
      inputMode="decimal"
      prefix={format.prefix}
      suffix={format.suffix}
      decimalSeparator={format.decimalSeparator}
      thousandSeparator={format.thousandSeparator}
      {...props}
    />
  );
}
