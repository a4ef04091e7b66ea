import { useTranslation } from '../../i18n/useTranslation';
import type { MenuEntry } from '../../shared/manifest/FeatureManifest';
import { isActive } from './menuRegistry';
import { NavItem } from './NavItem';

interface MenuEntryNavItemProps {
  entry: MenuEntry;
  pathname: string;
  onNavigate: () => void;
}

/** A feature manifest's menu entry as a link of the side menu (main or settings). */
export function MenuEntryNavItem({ entry, pathname, onNavigate }: MenuEntryNavItemProps) {
  const { t } = useTranslation();
  return (
    <NavItem
      to={entry.to}
      label={t(entry.label)}
      icon={<entry.icon size={20} stroke={1.7} />}
      active={isActive(entry.active, entry.to, pathname)}
      onNavigate={onNavigate}
      rightSection={entry.badge ? <entry.badge /> : undefined}
    />
  );
}
