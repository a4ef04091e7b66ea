import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      rightSection={rightSection}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.link}
    />
  );
}
