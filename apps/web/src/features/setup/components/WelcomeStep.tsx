import { List, ThemeIcon } from '@mantine/core';
import { IconBuildingStore, IconClockDollar, IconUsersGroup } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { StepLayout } from './StepLayout';

function Bullet({ icon }: { icon: ReactNode }) {
  return (
    <ThemeIcon variant="light" size={32} radius="md">
      {icon}
    </ThemeIcon>
  );
}

/** Step 1: what the wizard will ask, and Start. */
export function WelcomeStep({ onNext, onSkip }: { onNext: () => void; onSkip: () => void }) {
  const { t } = useTranslation();
  return (
    <StepLayout
      title={t('setup.welcome.title')}
      description={t('setup.welcome.body')}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
      primaryLabel={t('setup.start')}
      onSkip={onSkip}
      focusPrimary
    >
      <List spacing="md" center>
        <List.Item icon={<Bullet icon={<IconBuildingStore size={18} />} />}>{t('setup.welcome.address')}</List.Item>
        <List.Item icon={<Bullet icon={<IconClockDollar size={18} />} />}>{t('setup.welcome.rate')}</List.Item>
        <List.Item icon={<Bullet icon={<IconUsersGroup size={18} />} />}>{t('setup.welcome.team')}</List.Item>
      </List>
    </StepLayout>
  );
}
