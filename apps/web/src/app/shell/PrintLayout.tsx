import { Button, Group } from '@mantine/core';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../shared/ui/PageLoader';
import classes from './PrintLayout.module.css';
import { paperInLight } from './paperInLight';
import { withoutPrint } from './printAddress';

/**
 * Print mode (shell spec §1: "the layout becomes print-aware when … the query has print=true"):
 * a page of the shell alone, without header, menus, clock strip nor palette, laid out for paper.
 * A small bar, on screen only, prints or goes back to the page in the shell.
 */
export function PrintLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Paper is white: a dark theme prints in the light scheme.
  useEffect(() => paperInLight(document.documentElement, window), []);
  return (
    <div className={classes.frame} data-testid="print-layout">
      <Group justify="flex-end" gap="xs" className={classes.bar} data-screen-only>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconX size={16} />}
          onClick={() => void navigate({ pathname, search: withoutPrint(search) }, { replace: true })}
        >
          {t('print.leave')}
        </Button>
        <Button size="xs" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
      </Group>
      <main className={classes.page}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
