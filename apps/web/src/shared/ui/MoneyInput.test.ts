import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { currencyInputFormat } from '../format/currencyInput';
import { MoneyInput } from './MoneyInput';

const render = (props: Parameters<typeof MoneyInput>[0]) => renderToStaticMarkup(createElement(MantineProvider, null, createElement(MoneyInput, props)));
const shown = (html: string) => (/<input[^>]*value="([^"]*)"/.exec(html)?.[1] ?? '').replace(/\s/gu, ' ');

describe('MoneyInput', () => {
  it("writes the amount as the language writes the account's currency, two decimals", () => {
    expect(shown(render({ format: currencyInputFormat('fr-CA', 'CAD'), value: 1234.5, label: 'Prix' }))).toBe('1 234,50 $');
    expect(shown(render({ format: currencyInputFormat('en-CA', 'CAD'), value: 95, label: 'Price' }))).toBe('$95.00');
  });

  it('has no stepper arrows by default, and takes the caller’s props over its own', () => {
    const plain = render({ format: currencyInputFormat('en-CA', 'CAD'), value: 95, label: 'Price' });
    expect(plain).not.toContain('mantine-NumberInput-control');
    const withControls = render({ format: currencyInputFormat('en-CA', 'CAD'), value: 95, label: 'Rate', hideControls: false, fixedDecimalScale: false });
    expect(withControls).toContain('mantine-NumberInput-control');
    expect(shown(withControls)).toBe('$95');
  });
});
