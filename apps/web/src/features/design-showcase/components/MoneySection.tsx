import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { DecimalInput } from '../../../shared/ui/DecimalInput';
import { MoneyInput } from '../../../shared/ui/MoneyInput';
import { useMoneyFormatter } from '../../accounts';
import { SAMPLE_AMOUNTS } from '../showcaseSamples';
import { ShowcaseSection, Specimen } from './ShowcaseSection';

/** The money input the forms use, in the shop's currency and the interface's language, and amounts as every page writes them. */
export function MoneySection() {
  const { t } = useTranslation();
  const money = useMoneyFormatter();
  const decimalSeparator = money.input.decimalSeparator;

  return (
    <ShowcaseSection id="money">
      <Specimen label={t('designShowcase.specimen.moneyInput')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <MoneyInput format={money.input} label={t('designShowcase.sample.price')} placeholder={money.format(0)} data-testid="ui-money-empty" />
          <MoneyInput format={money.input} label={t('designShowcase.sample.price')} defaultValue={95} data-testid="ui-money-filled" />
          <MoneyInput format={money.input} label={t('designShowcase.sample.price')} defaultValue={0} error={t('designShowcase.sample.priceError')} />
          <MoneyInput format={money.input} label={t('designShowcase.sample.priceDisabled')} value={1234.5} disabled readOnly />
        </SimpleGrid>
      </Specimen>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Specimen label={t('designShowcase.specimen.moneyDisplay')}>
          <Paper withBorder radius="md" p="md">
            <Stack gap={6}>
              {SAMPLE_AMOUNTS.map((amount) => (
                <Group key={amount} justify="space-between" wrap="nowrap">
                  <Text size="sm" c="dimmed" ff="monospace">
                    {amount}
                  </Text>
                  <Text size="sm" fw={600} ta="right" data-testid="ui-money-formatted">
                    {money.format(amount)}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        </Specimen>
        <Specimen label={t('designShowcase.specimen.decimal')}>
          <DecimalInput label={t('designShowcase.sample.quantity')} defaultValue={1.5} decimalScale={2} decimalSeparator={decimalSeparator} hideControls maw={220} />
        </Specimen>
      </SimpleGrid>
    </ShowcaseSection>
  );
}
