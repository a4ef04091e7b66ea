import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { SideLink } from '../../../shared/ui/SideLink';
import { HelpButton } from './HelpButton';

/** The main navigation's help button (shell spec §2): opens the ask-a-question dialog. */
export function HelpNavButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <HelpButton
      render={(open) => (
        <SideLink
          label={t('nav.help')}
          icon={<IconHelpCircle size={20} stroke={1.7} />}
          onClick={() => {
            onNavigate?.();
            open();
          }}
          className={className}
          aria-haspopup="dialog"
        />
      )}
    />
  );
}
