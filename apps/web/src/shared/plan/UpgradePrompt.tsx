import type { PlanRefusal } from '@atelier/contracts';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { useCan } from '../permissions/useCan';
import { liftedLimit } from './planState';

export const PLANS_PATH = '/settings/plans';

interface UpgradePromptProps {
  refusal: PlanRefusal;
  onClose: () => void;
}

/**
 * The upgrade prompt (issue 16): what the plan refused (the limit reached or the missing
 * feature), the plan that lifts it, and the plans page for who can change it.
 */
export function UpgradePrompt({ refusal, onClose }: UpgradePromptProps) {
  const { t, i18n } = useTranslation();
  // « 2 000 » in French, « 2,000 » in English.
  const number = (value: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(value);
  const canManage = useCan('billing:manage');
  const current = t(`plan.names.${refusal.package}`);
  const upgrade = t(`plan.names.${refusal.upgradeTo}`);
  const lifted = liftedLimit(refusal);
  let what: string;
  let lifts: string;
  if (refusal.feature) {
    what = t('plan.prompt.feature', { plan: current, feature: t(`plan.features.${refusal.feature}`) });
    lifts = t('plan.prompt.included', { plan: upgrade });
  } else {
    what =
      refusal.resource && refusal.limit !== undefined
        ? t(`plan.prompt.limit.${refusal.resource}`, { plan: current, count: refusal.limit, value: number(refusal.limit) })
        : t('plan.prompt.limitReached', { plan: current });
    lifts =
      lifted === undefined
        ? t('plan.prompt.included', { plan: upgrade })
        : lifted === null
          ? t('plan.prompt.unlimited', { plan: upgrade })
          : t('plan.prompt.raised', { plan: upgrade, value: number(lifted) });
  }
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="grape" radius="xl" size="lg" aria-hidden>
            <IconSparkles size={20} />
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('plan.prompt.title', { plan: upgrade })}
          </Text>
        </Group>
      }
      data-testid="upgrade-prompt"
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Text data-testid="upgrade-prompt-what">{what}</Text>
          <Text c="dimmed" size="sm">
            {lifts}
          </Text>
          <Text c="dimmed" size="sm">
            {t('plan.prompt.kept')}
          </Text>
        </Stack>
        {!canManage && (
          <Text size="sm" fw={500} data-testid="upgrade-prompt-ask">
            {t('plan.prompt.askOwner')}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('plan.prompt.later')}
          </Button>
          {canManage && (
            <Button component={Link} to={PLANS_PATH} onClick={onClose} data-autofocus>
              {t('plan.prompt.seePlans')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
