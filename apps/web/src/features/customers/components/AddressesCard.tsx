import { Badge, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { countryOptions } from '../../brands';
import { addressLines } from '../addressLines';
import { useCustomerAddresses } from '../api';

/** Every address of the customer (GET /api/customers/{uuid}/addresses), the billing one flagged. */
export function AddressesCard({ uuid }: { uuid: string }) {
  const { t, i18n } = useTranslation();
  const addresses = useCustomerAddresses(uuid);
  const locale = i18n.resolvedLanguage ?? 'fr';
  const countryName = useMemo(() => {
    const names = new Map(countryOptions(locale).map((c) => [c.value, c.label]));
    return (code: string) => names.get(code) ?? code;
  }, [locale]);

  let body;
  if (addresses.isPending) body = <Skeleton h={72} radius="md" />;
  else if (addresses.isError)
    body = (
      <Text size="sm" c="red">
        {t('customers.detail.addressesError')}
      </Text>
    );
  else if (addresses.data.items.length === 0)
    body = (
      <Text size="sm" c="dimmed" fs="italic">
        {t('customers.detail.noAddress')}
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {addresses.data.items.map((address) => (
          <Paper key={address.uuid} withBorder p="sm" radius="md" data-testid="customer-address">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                {addressLines(address, countryName).map((line) => (
                  <Text key={line} size="sm">
                    {line}
                  </Text>
                ))}
              </Stack>
              {address.type === 'BILLING' && (
                <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
                  {t('customers.detail.billing')}
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Card withBorder padding="lg" radius="lg">
      <Title order={2} size="h4" mb="md">
        {t('customers.detail.addresses')}
      </Title>
      {body}
    </Card>
  );
}
