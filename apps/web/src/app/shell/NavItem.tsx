import type { ReactNode } from 'react';
import { SideLink } from '../../shared/ui/SideLink';
import classes from './Navigation.module.css';

interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  onNavigate?: () => void;
  rightSection?: ReactNode;
}

export function NavItem({ to, label, icon, active, onNavigate, rightSection }: NavItemProps) {
  return (
    <SideLink
      to={to}
      label={label}
      icon={icon}
      rightSection={rightSection}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.link}
    />
  );
}
