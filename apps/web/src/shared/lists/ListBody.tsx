import { Alert, Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ListAction } from './ListAction';
import { ListActionButton } from './ListActionButton';
import { listState } from './listState';
import { TableSkeleton } from './TableSkeleton';

interface ListBodyProps {
  /** The list's query (TanStack Query result). */
  list: { isPending: boolean; isError: boolean; data?: unknown; refetch: () => unknown };
  /** The loaded page has no item. */
  isEmpty: boolean;
  /** A search or filter is applied: an empty page shows noResults. */
  filtered?: boolean;
  /** The load error replaces data kept from an earlier load too. */
  errorOverData?: boolean;
  /** Shown while the first page loads; rows shaped like a list's by default. */
  skeleton?: ReactNode;
  loadError: { title: string; body: string };
  noResults?: { title: string; description: string };
  empty: { icon: ComponentType<{ size?: number | string }>; title: string; description: string; action?: ListAction | null };
  /** The rows, once there are some. */
  children: () => ReactNode;
}

/**
 * The inside of a list page's card: skeleton while loading, the error with a retry, "no results"
 * for a search or filter, "empty" with the add button, or the table (see listState).
 */
export function ListBody({ list, isEmpty, filtered = false, errorOverData, skeleton, loadError, noResults, empty, children }: ListBodyProps) {
  const { t } = useTranslation();
  const current = listState({ isPending: list.isPending, isError: list.isError, hasData: list.data !== undefined, isEmpty, filtered, errorOverData });
  // The rows are drawn as a transition: React renders the table in slices between which a phone's
  // main thread stays free (the answer's own render, from the query store, cannot be interrupted);
  // what was shown (the skeleton) stays meanwhile. Any other state shows at once.
  const deferred = useDeferredValue(current);
  const state = current === 'items' && deferred !== 'items' ? deferred : current;
  switch (state) {
    case 'loading':
      return skeleton ?? <TableSkeleton />;
    case 'error':
      return (
        <Alert color="red" variant="light" m="md" icon={<IconAlertTriangle size={20} />} title={loadError.title}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{loadError.body}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'noResults':
      return <EmptyState py={48} icon={<IconSearch size={28} />} withIndicatorBackground title={noResults?.title} description={noResults?.description} />;
    case 'empty': {
      const Icon = empty.icon;
      return (
        <EmptyState py={48} icon={<Icon size={28} />} variant="light" title={empty.title} description={empty.description}>
          {empty.action && (
            <EmptyState.Actions>
              <ListActionButton action={empty.action} />
            </EmptyState.Actions>
          )}
        </EmptyState>
      );
    }
    case 'items':
      return children();
    default:
      return null;
  }
}
