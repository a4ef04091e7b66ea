import { NavLink } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { HelpButton } from './HelpButton';

/** The main navigation's help button (shell spec §2): opens the ask-a-question dialog. */
export function HelpNavButton({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <HelpButton
      render={(open) => (
        <NavLink
          component="button"
          type="button"
          label={t('nav.help')}
          leftSection={<IconHelpCircle size={20} stroke={1.7} />}
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
