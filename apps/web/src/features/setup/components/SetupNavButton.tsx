import { NavLink } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCan } from '../../../shared/permissions/useCan';
import { useSetupFeature } from '../api';
import { setupWizardStore } from '../setupWizardStore';
import { shouldShowSetupButton } from '../shouldOpenSetup';
import { readSkipMarker, subscribeSkipMarker } from '../skipMarker';

/** Main navigation entry shown while the setup is pending and not skipped (shell spec §2). */
export function SetupNavButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const allowed = useCan('settings:manage');
  const { feature } = useSetupFeature(allowed);
  const skippedAt = useSyncExternalStore(subscribeSkipMarker, () => readSkipMarker());
  if (!allowed || !feature || !shouldShowSetupButton({ pending: true, skippedAt, now: Date.now() })) return null;
  return (
    <NavLink
      component="button"
      type="button"
      label={t('nav.setup')}
      leftSection={<IconRocket size={20} stroke={1.7} />}
      color="ember"
      active
      variant="light"
      onClick={() => {
        onNavigate?.();
        setupWizardStore.open();
      }}
      className={className}
      data-testid="setup-nav-button"
    />
  );
}
