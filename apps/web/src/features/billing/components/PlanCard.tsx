import type { Package } from '@atelier/contracts';
import { PACKAGES, PLAN_NAMES, USAGE_RESOURCES, type PlanName } from '@atelier/contracts/plans';
import { Badge, Button, Card, Divider, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { PlanCardAction } from '../planCardAction';
import classes from './PlanCard.module.css';

interface PlanCardProps {
  plan: Package;
  /** Writes a count as the interface's language does (2 000 / 2,000). */
  formatCount: (n: number) => string;
  price: string;
  action: PlanCardAction;
  recommended: boolean;
  /** The plan whose checkout is under way (its button spins, the others wait). */
  pending: PlanName | null;
  onChange: (plan: PlanName) => void;
}

/**
 * One plan (§2 "Plans"): name, price, a line on who it is for, its features (« Tout le forfait
 * Découverte, plus : » and what it adds, so the three cards compare at a glance), its limits, and
 * what the shop can do with it (planCardAction).
 */
export function PlanCard({ plan, formatCount, price, action, recommended, pending, onChange }: PlanCardProps) {
  const { t } = useTranslation();
  const name = t(`plan.names.${plan.name}`);
  const index = PLAN_NAMES.indexOf(plan.name);
  const below = index > 0 ? PLAN_NAMES[index - 1] : null;
  const added = below ? plan.features.filter((feature) => !PACKAGES[below].features.includes(feature)) : plan.features;
  const headingId = `plan-${plan.name}`;

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      className={classes.card}
      data-recommended={recommended || undefined}
      data-current={action === 'current' || undefined}
      data-testid={`plan-card-${plan.name}`}
    >
      <Stack gap="md" h="100%">
        <Stack gap={6}>
          <div className={classes.badges}>
            {recommended && (
              <Badge color="ember" variant="filled">
                {t('billing.plans.recommended')}
              </Badge>
            )}
          </div>
          <Title order={2} size="h3" id={headingId}>
            {name}
          </Title>
          <Text fz={28} fw={800} lh={1.2} data-testid="plan-price">
            {price}
          </Text>
          <Text size="sm" c="dimmed" className={classes.pitch}>
            {t(`billing.plans.pitch.${plan.name}`)}
          </Text>
        </Stack>

        <PlanAction plan={plan.name} action={action} pending={pending} onChange={onChange} />

        <Divider />
        {below && (
          <Text size="sm" fw={600}>
            {t('billing.plans.everythingIn', { name: t(`plan.names.${below}`) })}
          </Text>
        )}
        <List
          size="sm"
          spacing={6}
          center
          icon={
            <ThemeIcon size={20} radius="xl" variant="light" color="teal">
              <IconCheck size={13} stroke={3} aria-hidden="true" />
            </ThemeIcon>
          }
          data-testid="plan-features"
        >
          {added.map((feature) => (
            <List.Item key={feature}>{t(`plan.features.${feature}`)}</List.Item>
          ))}
        </List>

        <Stack gap={4} mt="auto" pt="xs">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" lts={0.4}>
            {t('billing.plans.limitsHeading')}
          </Text>
          <List size="sm" spacing={2} data-testid="plan-limits">
            {USAGE_RESOURCES.map((resource) => {
              const limit = plan.limits[resource];
              return (
                <List.Item key={resource}>
                  {limit === null ? t(`billing.plans.unlimited.${resource}`) : t(`billing.plans.limit.${resource}`, { count: limit, n: formatCount(limit) })}
                </List.Item>
              );
            })}
          </List>
        </Stack>
      </Stack>
    </Card>
  );
}

function PlanAction({ plan, action, pending, onChange }: { plan: PlanName; action: PlanCardAction; pending: PlanName | null; onChange: (plan: PlanName) => void }) {
  const { t } = useTranslation();
  switch (action) {
    case 'current':
      return (
        <Button variant="default" disabled fullWidth>
          {t('billing.plans.currentButton')}
        </Button>
      );
    case 'change':
      return (
        <Button fullWidth onClick={() => onChange(plan)} loading={pending === plan} disabled={pending !== null && pending !== plan} aria-describedby={`plan-${plan}`}>
          {t('billing.plans.change')}
        </Button>
      );
    case 'askOperator':
      return (
        <Text size="sm" c="dimmed" className={classes.operator} data-testid="plan-ask-operator">
          <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          {t('billing.plans.askOperator')}
        </Text>
      );
    case 'none':
      return null;
  }
}
