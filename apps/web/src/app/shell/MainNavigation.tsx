import { IconAddressBook, IconCar, IconClipboardList, IconLayoutDashboard, IconPackage, IconReportAnalytics, IconSettings, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SetupNavButton } from '../../features/setup/components/SetupNavButton';
import { HelpNavButton } from '../../features/support/components/HelpNavButton';
import { ROUTE_PERMISSIONS } from '../../shared/permissions/routePermissions';
import { useCan } from '../../shared/permissions/useCan';
import classes from './Navigation.module.css';
import { NavItem } from './NavItem';

/**
 * Main side menu: only the sections that exist so far; then the setup button (while the setup
 * is pending), the help button (ask-a-question dialog) and the settings button.
 */
export function MainNavigation({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const canWorkCustomers = useCan('customers:work');
  const canSeeVehicles = useCan(ROUTE_PERMISSIONS['/mechs']);
  const canReadCatalog = useCan(ROUTE_PERMISSIONS['/services']);
  const canWorkOrders = useCan(ROUTE_PERMISSIONS['/worksheets']);
  const canSeeReports = useCan(ROUTE_PERMISSIONS['/reports']);
  return (
    <nav className={classes.nav} aria-label={t('nav.mainLabel')}>
      <div className={classes.grow}>
        <NavItem to="/" label={t('nav.workboard')} icon={<IconLayoutDashboard size={20} stroke={1.7} />} active={pathname === '/'} onNavigate={onNavigate} />
        {canWorkOrders && (
          <NavItem
            to="/worksheets"
            label={t('worksheets.nav')}
            icon={<IconClipboardList size={20} stroke={1.7} />}
            active={pathname === '/worksheets' || pathname.startsWith('/worksheets/')}
            onNavigate={onNavigate}
          />
        )}
        {canWorkCustomers && (
          <NavItem
            to="/customers"
            label={t('customers.nav')}
            icon={<IconAddressBook size={20} stroke={1.7} />}
            active={pathname === '/customers' || pathname.startsWith('/customers/')}
            onNavigate={onNavigate}
          />
        )}
        {canSeeVehicles && (
          <NavItem
            to="/mechs"
            label={t('vehicles.nav')}
            icon={<IconCar size={20} stroke={1.7} />}
            active={pathname === '/mechs' || pathname.startsWith('/mechs/')}
            onNavigate={onNavigate}
          />
        )}
        {canReadCatalog && (
          <>
            <NavItem
              to="/services"
              label={t('catalog.services.nav')}
              icon={<IconTool size={20} stroke={1.7} />}
              active={pathname === '/services'}
              onNavigate={onNavigate}
            />
            <NavItem
              to="/products"
              label={t('catalog.products.nav')}
              icon={<IconPackage size={20} stroke={1.7} />}
              active={pathname === '/products'}
              onNavigate={onNavigate}
            />
          </>
        )}
        {canSeeReports && (
          <NavItem
            to="/reports"
            label={t('reports.nav')}
            icon={<IconReportAnalytics size={20} stroke={1.7} />}
            active={pathname === '/reports'}
            onNavigate={onNavigate}
          />
        )}
      </div>
      <div className={classes.footer}>
        <SetupNavButton className={classes.link} onNavigate={onNavigate} />
        <HelpNavButton className={classes.link} onNavigate={onNavigate} />
        <NavItem to="/settings" label={t('nav.settings')} icon={<IconSettings size={20} stroke={1.7} />} active={false} onNavigate={onNavigate} />
      </div>
    </nav>
  );
}
