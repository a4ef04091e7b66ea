import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

interface StepLayoutProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The step is a form: Enter submits it (the primary button is its submit button). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  primaryLabel: string;
  primaryLoading?: boolean;
  /** Absent on the last step (shell spec §2: Skip everywhere but there). */
  onSkip?: () => void;
  onBack?: () => void;
  /** Put the focus on the primary button when the step has no field to start with. */
  focusPrimary?: boolean;
}

/** One wizard step: heading, body, then Skip on the left and Back / primary action on the right. */
export function StepLayout({ title, description, children, onSubmit, primaryLabel, primaryLoading, onSkip, onBack, focusPrimary }: StepLayoutProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 22 }} data-testid="setup-step-title">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
        <Group justify="space-between" gap="sm" mt="xs" wrap="wrap-reverse">
          {onSkip ? (
            <Button variant="subtle" color="gray" onClick={onSkip} title={t('setup.skipHint')}>
              {t('setup.skip')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm" ml="auto">
            {onBack && (
              <Button variant="default" onClick={onBack}>
                {t('setup.back')}
              </Button>
            )}
            <Button type="submit" loading={primaryLoading} data-autofocus={focusPrimary || undefined}>
              {primaryLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
