import type { PackagesResponse } from '@atelier/contracts';
import { trialDaysLeft } from '@atelier/contracts/plans';
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCreditCard, IconCrown } from '@tabler/icons-react';
import { Trans } from '../../../i18n/Trans';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { showErrorToast } from '../../../shared/errors/showErrorToast';
import { usePortal } from '../api';
import { CurrentPlanText } from './CurrentPlanText';

/**
 * 'Votre forfait': the plan in force in words (trial and days left, no limits, chosen by the
 * operator), 'Voir les forfaits', and with Stripe « Changer de carte » (the customer portal).
 */
export function CurrentPlanCard({ packages }: { packages: PackagesResponse }) {
  const { t } = useTranslation();
  const portal = usePortal();
  const { current, mode, portal: hasPortal } = packages.metadata;
  const openPortal = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: showErrorToast,
    });

  return (
    <Card component="section" aria-labelledby="billing-current" data-testid="billing-current">
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon variant="light" size={44} radius="md">
            <IconCrown size={24} aria-hidden="true" />
          </ThemeIcon>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} size="h4" id="billing-current">
                {t('billing.current.heading')}
              </Title>
              {mode !== 'off' && (
                <Badge variant="light" color={current.isTrial ? 'ember' : 'brand'} data-testid="billing-plan-name">
                  {t(`plan.names.${current.name}`)}
                </Badge>
              )}
            </Group>
            <CurrentPlanText packages={packages} />
            {current.isTrial && mode !== 'off' && trialDaysLeft(current.trialEndsAt) > 0 && (
              <Text size="sm" c="dimmed">
                <Trans i18nKey="billing.current.trialThen" />
              </Text>
            )}
          </Stack>
        </Group>
        {mode !== 'off' && (
          <Group gap="sm">
            {mode === 'stripe' && hasPortal && (
              <Button variant="default" leftSection={<IconCreditCard size={18} />} onClick={openPortal} loading={portal.isPending}>
                {t('billing.current.changeCard')}
              </Button>
            )}
            <Button component={Link} to="/settings/plans" rightSection={<IconArrowRight size={18} />}>
              {t('billing.current.seePlans')}
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
}
