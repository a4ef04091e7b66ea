import type { ApiError } from '@atelier/contracts';
import { Center, ThemeIcon } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { FailureAlert } from './FailureAlert';
import { StepLayout } from './StepLayout';

interface ReadyStepProps {
  onFinish: () => void;
  finishing: boolean;
  failure: ApiError | null;
  onBack: () => void;
}

/** Step 5: the ready message and Finish (no Skip here). */
export function ReadyStep({ onFinish, finishing, failure, onBack }: ReadyStepProps) {
  const { t } = useTranslation();
  return (
    <StepLayout
      title={t('setup.ready.title')}
      description={t('setup.ready.body')}
      onSubmit={(event) => {
        event.preventDefault();
        onFinish();
      }}
      primaryLabel={t('setup.finish')}
      primaryLoading={finishing}
      onBack={onBack}
      focusPrimary
    >
      <FailureAlert error={failure} fields={[]} />
      <Center py="md">
        <ThemeIcon size={88} radius={44} variant="light" color="teal">
          <IconConfetti size={48} stroke={1.5} />
        </ThemeIcon>
      </Center>
    </StepLayout>
  );
}
