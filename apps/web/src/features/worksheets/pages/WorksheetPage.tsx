import { Anchor, Button, EmptyState, Grid, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconClipboardOff, IconFileInvoice, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useCan } from '../../../shared/permissions/useCan';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { PageLoadState } from '../../../shared/ui/PageLoadState';
import { useDateFormatter } from '../../accounts';
import { useRunningClocks, WorkorderTimeCard } from '../../clock';
import { useStatuses } from '../../statuses';
import { prefetchWorksheet, useDeleteWorksheet, useWorksheet, useWorksheetEntries, useWorksheetTotals } from '../api';
import { LinesCard } from '../components/LinesCard';
import { NotesCard } from '../components/NotesCard';
import { TotalsCard } from '../components/TotalsCard';
import { WorksheetHeaderCard } from '../components/WorksheetHeaderCard';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { worksheetPrintPath } from '../worksheetPath';
import { showActionErrorToast } from '../../../shared/errors/showErrorToast';
import { worksheetBillingState } from '../../../shared/worksheets/worksheetBillingState';
import { invoicePath, useCreateInvoice } from '../../invoices';
import { WorksheetBillingBadge } from '../components/WorksheetBillingBadge';
import { PlanGate } from '../../../shared/plan/PlanGate';
import { useSecondPass } from '../../../shared/hooks/useSecondPass';
import { SkeletonBlocks } from '../../../shared/ui/SkeletonBlocks';

/** The header card, the lines and the time card while they load. */
const SKELETON = [110, 320, 180];

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to="/worksheets" size="sm" mb="xs" w="fit-content">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('worksheets.page.back')}
      </Group>
    </Anchor>
  );
}

/** /worksheets/{uuid}: the work order's header, lines, totals and notes; print and delete. */
export function WorksheetPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  const number = useWorksheetNumber();
  const { formatDateTime } = useDateFormatter();
  const query = useWorksheet(uuid);
  const totals = useWorksheetTotals(uuid);
  // The lines' query is the lines card's (one request): the time card counts their sold hours.
  const entries = useWorksheetEntries(uuid);
  const remove = useDeleteWorksheet();
  const [deleting, setDeleting] = useState(false);
  // Deleting is for administrators (packages/contracts/src/permissions.ts); a technician does not see the button.
  const canDelete = useCan('worksheets:delete');
  const createInvoice = useCreateInvoice();
  const client = useQueryClient();
  // What the lines draw with (their statuses, the running clocks of their buttons) is asked for
  // with the work order, not once the lines card mounts: the ten rows render once, not again as
  // each answer lands. The same queries as the card's (one request each).
  const entryStatuses = useStatuses('entry');
  const canClock = useCan('worksheets:work');
  const clocks = useRunningClocks(canClock);
  // The lines come with the page (their request leaves with the work order's): rendered in place
  // from the first paint, they no longer push the time, notes and totals down (layout shift).
  const loaded = query.data !== undefined && !entries.isPending && !entryStatuses.isPending && (!canClock || clocks.isSuccess || clocks.isError);
  // And the page is drawn as a transition: React renders its thousand elements (ten lines of
  // inputs) in slices, between which a phone's main thread stays free; the skeleton stays meanwhile.
  // Opened by its address, its data is in when the shell first renders (a transition already, where
  // a deferred value is not deferred): the second pass keeps the cards out of that first commit.
  const secondPass = useSecondPass();
  const drawn = useDeferredValue(loaded, false) && secondPass;

  // Another shop's work order answers 404 like a missing one; a malformed uuid 400.
  const missing = isApiRequestError(query.error) && (query.error.status === 404 || query.error.status === 400);
  if (missing) {
    return (
      <Stack gap="lg" maw={1200}>
        <Stack gap={0}>
          <BackLink />
          <PageHeader title={t('worksheets.notFound.title')} mb={0} />
        </Stack>
        <EmptyState py={48} icon={<IconClipboardOff size={28} />} withIndicatorBackground title={t('worksheets.notFound.body')}>
          <EmptyState.Actions>
            <Button component={Link} to="/worksheets" variant="light" leftSection={<IconArrowLeft size={16} />}>
              {t('worksheets.page.back')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Stack>
    );
  }

  const worksheet = query.data;
  if (!worksheet || entries.isPending) {
    return (
      <PageLoadState
        header={<BackLink />}
        failed={query.isError ? { title: t('worksheets.page.loadError'), onRetry: () => void query.refetch() } : undefined}
        skeleton={SKELETON}
      />
    );
  }

  // Issue 14: a done work order not invoiced yet is invoiced from here; one already invoiced whose
  // later lines are not (entries without invoiceUuid) can invoice those.
  const billing = worksheetBillingState(worksheet);
  const uninvoiced = entries.data?.some((entry) => !entry.invoiceUuid) ?? false;
  const invoiceAction = billing.kind === 'READY' ? 'action' : billing.kind === 'INVOICED' && worksheet.status.group === 'DONE' && uninvoiced ? 'actionMore' : null;
  const invoice = () =>
    createInvoice.mutate(
      { worksheetUuid: worksheet.uuid },
      // ERR_NO_ENTRIES reads "Il n'y a rien à facturer."
      {
        onSuccess: (created) => {
          // The board's cards (query keys ['board', …], features/workboard/api.ts) say 'Brouillon de facture' next time.
          void client.invalidateQueries({ queryKey: ['board'] });
          void navigate(invoicePath(created.uuid));
        },
        onError: (error) => showActionErrorToast(error),
      },
    );

  // The title and the actions are drawn as soon as the work order and its lines are in, before the
  // cards' thousand elements: on a phone the title (the page's largest text) shows a render and a
  // round trip earlier, and stays where it is when the cards replace the skeleton below it.
  const header = (
    <Stack gap={0}>
      <BackLink />
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6}>
          <Group gap="sm" align="center">
            <PageHeader title={t('worksheets.page.title', { number: number(worksheet.worksheetId) })} mb={0} />
            <StatusBadge status={worksheet.status} />
            <WorksheetBillingBadge worksheet={worksheet} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('worksheets.page.created', { date: formatDateTime(worksheet.createdAt) })}
          </Text>
        </Stack>
        <Group gap="sm">
          {invoiceAction && (
            <PlanGate feature="invoicing">
              <Button leftSection={<IconFileInvoice size={18} />} onClick={invoice} loading={createInvoice.isPending} data-testid="worksheet-invoice">
                {t(`worksheets.billing.${invoiceAction}`)}
              </Button>
            </PlanGate>
          )}
          <Button component={Link} to={worksheetPrintPath(worksheet.uuid)} variant="default" leftSection={<IconPrinter size={18} />}>
            {t('worksheets.page.print')}
          </Button>
          {canDelete && (
            <Button variant="light" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)}>
              {t('worksheets.page.delete')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );

  // In both states: the header's Delete button works from its first paint.
  const deleteModal = (
    <ConfirmModal
      opened={deleting}
      onClose={() => setDeleting(false)}
      onConfirm={() =>
        remove.mutate(worksheet.uuid, {
          onSuccess: () => {
            setDeleting(false);
            void navigate('/worksheets', { replace: true });
          },
        })
      }
      title={t('worksheets.page.deleteTitle', { number: number(worksheet.worksheetId) })}
      confirmLabel={t('worksheets.page.delete')}
      loading={remove.isPending}
    >
      <Text size="sm">{t('worksheets.page.deleteBody')}</Text>
    </ConfirmModal>
  );

  if (!loaded || !drawn) {
    return (
      <Stack gap="lg" maw={1200}>
        {header}
        <SkeletonBlocks heights={SKELETON} data-testid="worksheet-skeleton" />
        {deleteModal}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1200}>
      {header}

      <WorksheetHeaderCard worksheet={worksheet} />

      <LinesCard worksheet={worksheet} />

      {/* Its time: per line, clocked against sold hours (issue 13). The notes and totals wait in the
          same Suspense for the time card's code: they appear with it, not pushed down by it. */}
      <Suspense fallback={null}>
        <WorkorderTimeCard workorderUuid={worksheet.uuid} lines={entries.data} />

        {/* Notes beside the totals; on a phone the totals come right after the lines. */}
        <Grid gap="lg" align="flex-start">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <NotesCard worksheet={worksheet} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <TotalsCard totals={totals.data} />
          </Grid.Col>
        </Grid>
      </Suspense>

      {deleteModal}
    </Stack>
  );
}

// The page's own requests leave with its code when an address opens it (preloadCurrentRoute).
WorksheetPage.prefetch = prefetchWorksheet;
