import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './SideLink.module.css';

interface SideLinkLook {
  label: ReactNode;
  icon: ReactNode;
  rightSection?: ReactNode;
  /** Drawn as the current entry (the page's link: also aria-current, given by the caller). */
  active?: boolean;
  /** The light colour of the setup button and the sign-out's text (the primary colour otherwise). */
  color?: 'ember' | 'red';
  className?: string;
}

type SideLinkProps = SideLinkLook &
  (
    | ({ to: string } & Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'onClick' | 'aria-current'>)
    | ({ to?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color' | 'className'>)
  ) & { 'data-testid'?: string };

/**
 * An entry of the side menus (main and settings): a router link, or a button when it opens
 * something (help, setup, sign-out). It looks as Mantine's NavLink did, which came on every
 * signed-in first screen with its collapsible children's code (Collapse, the accordion's chevron)
 * that no entry here uses (issue 12).
 */
export function SideLink({ label, icon, rightSection, active, color, className, ...rest }: SideLinkProps) {
  const look = {
    className: className ? `${classes.root} ${className} mantine-focus-auto` : `${classes.root} mantine-focus-auto`,
    'data-active': active || undefined,
    'data-color': color,
  };
  const content = (
    <>
      <span className={classes.section} data-position="left">
        {icon}
      </span>
      {/* The label in a body at the link's own size: the line keeps its height (NavLink's). */}
      <span className={classes.body}>
        <span className={classes.label}>{label}</span>
      </span>
      {rightSection !== undefined && (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      )}
    </>
  );
  if (rest.to !== undefined) {
    const { to, ...link } = rest;
    return (
      <Link to={to} {...link} {...look}>
        {content}
      </Link>
    );
  }
  const { to: _none, ...button } = rest;
  return (
    <button type="button" {...button} {...look}>
      {content}
    </button>
  );
}
