import { IconRocket } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCan } from '../../../shared/permissions/useCan';
import { SideLink } from '../../../shared/ui/SideLink';
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
    <SideLink
      label={t('nav.setup')}
      icon={<IconRocket size={20} stroke={1.7} />}
      color="ember"
      active
      onClick={() => {
        onNavigate?.();
        setupWizardStore.open();
      }}
      className={className}
      data-testid="setup-nav-button"
    />
  );
}
