import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccount } from '../../../shared/account/api';
import { useDateFormatter } from '../../accounts';
import { formatWeekday } from '../../../shared/format/dateTime';
import { compareNames } from '../../../shared/format/compareNames';
import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { useCan } from '../../../shared/permissions/useCan';
import { useGate } from '../../../shared/plan/useGate';
import { useSession } from '../../../shared/session/useSession';
import { useStatuses } from '../../statuses';
import { runningOnWorkorder, runningWorkorderUuid, useClockIn, useClockOut, useRunningClocks } from '../../clock';
import { useTechnicians } from '../../../shared/users/technicians';
import { useBoardColumns } from '../api';
import { BOARD_PERMISSION, prefetchBoard } from '../prefetchBoard';
import { boardStatuses } from '../boardColumns';
import { applyPendingMoves } from '../boardMoves';
import { CARDS_PER_STEP, visibleColumns } from '../boardPaging';
import classes from '../components/Board.module.css';
import { BoardEmptyState } from '../components/BoardEmptyState';
import { BoardSkeleton } from '../components/BoardSkeleton';
import { StaticColumns } from '../components/StaticColumns';
import { TechnicianFilter } from '../components/TechnicianFilter';
import { WorksheetCard, type CardDragBindings } from '../components/WorksheetCard';
import { useCardTexts } from '../hooks/useCardTexts';
import { useDragLayer } from '../hooks/useDragLayer';
import { useMoveWorksheet } from '../hooks/useMoveWorksheet';
import { useNow } from '../hooks/useNow';
import { withTexts } from '../../../i18n/withTexts';
import { CreateWorksheetModalOnDemand as CreateWorksheetModal } from '../../worksheets';

// 'Facturer' on a READY card: the invoices' code comes on the first press (or when the pointer reaches the button).
const loadInvoicer = withTexts(() => import('../components/BoardInvoicer').then((module) => ({ default: module.BoardInvoicer })));
const BoardInvoicer = lazy(loadInvoicer);

function firstName(fullname: string | undefined, fallback: string): string {
  return fullname?.trim().split(/\s+/)[0] || fallback;
}

/** The greeting and today's date in the account's timezone and date format (Langue et date). */
function BoardGreeting() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const account = useAccount();
  const dates = useDateFormatter();
  const now = new Date();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA';
  return (
    <Group gap={8} wrap="wrap">
      <Text fw={600}>{t('workboard.greeting', { name: firstName(user?.fullname, user?.username ?? '') })}</Text>
      {account.isPending ? (
        <Skeleton h={20} w={170} />
      ) : (
        <Text c="dimmed" data-testid="today">
          {`${formatWeekday(now, dates.preferences.timezone, locale)} ${dates.formatDate(now)}`}
        </Text>
      )}
    </Group>
  );
}

/** Home page (issue 5 "Workflow board"): one column per work-order status, cards moved by drag or menu. */
export function WorkboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.workboard'));
  const canWork = useCan(BOARD_PERMISSION);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 30 }} lts={-0.3}>
          {t('nav.workboard')}
        </Title>
        <BoardGreeting />
      </Stack>
      {canWork && <Board />}
    </Stack>
  );
}

WorkboardPage.prefetch = prefetchBoard;

function Board() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const technicianUuid = params.get('technician');
  const dates = useDateFormatter();
  const now = useNow();
  // 'Nouveau bon de travail' opens the work-order list's creation form, loaded (with the texts of the
  // other pages) at the first opening or when the pointer reaches the button: the board is the
  // first screen and keeps its JavaScript small.
  const [adding, setAdding] = useState(false);
  const openCreateForm = useCallback(() => setAdding(true), []);

  const statusesQuery = useStatuses('worksheet');
  const statuses = useMemo(() => (statusesQuery.data ? boardStatuses(statusesQuery.data) : undefined), [statusesQuery.data]);
  const board = useBoardColumns(technicianUuid);
  const technicians = useTechnicians();
  const { pending, move } = useMoveWorksheet(statuses ?? []);
  // A long column renders its first cards; 'Afficher plus' adds the next ones (kept per status).
  const [shownByStatus, setShownByStatus] = useState<ReadonlyMap<number, number>>(() => new Map());
  const onShowMore = useCallback(
    (statusId: number) => setShownByStatus((current) => new Map(current).set(statusId, (current.get(statusId) ?? CARDS_PER_STEP) + CARDS_PER_STEP)),
    [],
  );
  const allColumns = useMemo(() => applyPendingMoves(board.columns, pending), [board.columns, pending]);
  const columns = useMemo(() => visibleColumns(allColumns, shownByStatus), [allColumns, shownByStatus]);
  const texts = useCardTexts();
  const noStatuses = useMemo<Status[]>(() => [], []);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [focusFor, setFocusFor] = useState<string | null>(null);
  const { Layer, load } = useDragLayer(setFocusFor);
  // The moved card keeps the focus through its re-renders until the user puts the focus elsewhere.
  useEffect(() => {
    if (!focusFor) return undefined;
    const release = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target.dataset.uuid !== focusFor) setFocusFor(null);
    };
    document.addEventListener('focusin', release);
    document.addEventListener('pointerdown', release);
    return () => {
      document.removeEventListener('focusin', release);
      document.removeEventListener('pointerdown', release);
    };
  }, [focusFor]);
  const onMenuChange = useCallback((uuid: string, opened: boolean) => setMenuFor((current) => (opened ? uuid : current === uuid ? null : current)), []);

  // The caller's clock (issue 13): one query for the whole board (the strip's), each card told only
  // whether it is the one running, so a clock-in re-renders the two cards it changes.
  const clocks = useRunningClocks();
  const runningUuid = runningWorkorderUuid(clocks.running);
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const latestClocks = useRef({ running: clocks.running, clockIn: clockIn.mutate, clockOut: clockOut.mutate });
  latestClocks.current = { running: clocks.running, clockIn: clockIn.mutate, clockOut: clockOut.mutate };
  // Plans without time tracking or invoicing (issue 16): those buttons open the upgrade prompt; a running clock still stops.
  const clockGate = useGate('timeTracking');
  const invoiceGate = useGate('invoicing');
  const onClock = useCallback(
    (worksheet: Worksheet, running: boolean) => {
      if (!running && clockGate.locked) return clockGate.prompt();
      const { running: entries, clockIn: start, clockOut: stop } = latestClocks.current;
      const entry = running ? runningOnWorkorder(entries, worksheet.uuid) : null;
      if (entry) stop(entry);
      else if (!running) start({ workorderUuid: worksheet.uuid, worksheetId: worksheet.worksheetId });
    },
    [clockGate],
  );

  // The shop's technicians, plus anyone already on a card (a user since removed from the list).
  const technicianOptions = useMemo(() => {
    const byUuid = new Map((technicians.data ?? []).map((user) => [user.uuid, user]));
    for (const column of board.columns.values()) for (const item of column.items) if (item.technician) byUuid.set(item.technician.uuid, item.technician);
    return [...byUuid.values()].sort((a, b) => compareNames(a.fullname, b.fullname));
  }, [technicians.data, board.columns]);

  const setTechnician = (uuid: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (uuid) next.set('technician', uuid);
        else next.delete('technician');
        return next;
      },
      { replace: true },
    );

  const open = useCallback((uuid: string) => navigate(`/worksheets/${encodeURIComponent(uuid)}`), [navigate]);
  // The work order being invoiced (one at a time): its card's button waits, the draft opens when made.
  const [invoicing, setInvoicing] = useState<Worksheet | null>(null);
  const startInvoice = useCallback((worksheet: Worksheet) => {
    void loadInvoicer();
    setInvoicing((current) => current ?? worksheet);
  }, []);
  const onInvoice = useMemo(() => invoiceGate.guard(startInvoice), [invoiceGate, startInvoice]);
  const invoiced = useCallback(() => setInvoicing(null), []);
  // Every prop stable between renders but the card's own: a re-read re-renders the changed cards only.
  const renderCard = (worksheet: Worksheet, drag?: CardDragBindings, overlay?: boolean) => (
    <WorksheetCard
      key={worksheet.uuid}
      worksheet={worksheet}
      statuses={statuses ?? noStatuses}
      texts={texts}
      now={now}
      formatDateTime={dates.formatDateTime}
      onOpen={open}
      onMove={move}
      menuOpened={!overlay && menuFor === worksheet.uuid}
      onMenuChange={onMenuChange}
      focusOnMount={!overlay && focusFor === worksheet.uuid}
      drag={drag}
      overlay={overlay}
      // Its place kept while the clocks load; no button if they cannot be read.
      clock={clocks.isSuccess ? (runningUuid === worksheet.uuid ? 'running' : 'idle') : clocks.isError ? undefined : 'loading'}
      onClock={onClock}
      onInvoice={overlay ? undefined : onInvoice}
      invoicing={invoicing?.uuid === worksheet.uuid}
      invoiceLocked={invoiceGate.locked}
    />
  );
  const onDrop = (worksheet: Worksheet, to: Status, via: { keyboard: boolean }) => {
    move(worksheet, to);
    if (via.keyboard) setFocusFor(worksheet.uuid);
  };

  // The cards first render in a background pass React can interrupt (a deferred value): on a phone,
  // 40 cards were one long task right after the board's answer, and a tap had to wait for it. The
  // skeleton stays until that pass is done; later changes (a move, a re-read) render at once.
  const cardsReady = useDeferredValue(!!statuses && !board.isPending);

  if (statusesQuery.isError || board.isError) {
    return (
      <Paper withBorder p="md" maw={760} role="alert">
        <Text fw={600} c="red">
          {t('board.loadError')}
        </Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void (statusesQuery.isError ? statusesQuery.refetch() : board.refetch())}>
          {t('common.retry')}
        </Button>
      </Paper>
    );
  }

  const loading = !statuses || board.isPending;
  const isEmpty = !loading && [...allColumns.values()].every((column) => column.total === 0);
  const Columns = Layer ?? StaticColumns;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TechnicianFilter value={technicianUuid} options={technicianOptions} onChange={setTechnician} />
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={openCreateForm} onPointerEnter={() => void CreateWorksheetModal.preload()}>
          {t('board.empty.action')}
        </Button>
      </Group>
      <CreateWorksheetModal opened={adding} onClose={() => setAdding(false)} />
      {invoicing && (
        <Suspense fallback={null}>
          <BoardInvoicer key={invoicing.uuid} worksheet={invoicing} onDone={invoiced} />
        </Suspense>
      )}
      {isEmpty && !technicianUuid && <BoardEmptyState onAdd={openCreateForm} />}
      {isEmpty && technicianUuid && (
        <Text c="dimmed" data-testid="board-empty-filtered">
          {t('board.emptyFiltered')}
        </Text>
      )}
      {loading || !cardsReady ? (
        <BoardSkeleton />
      ) : (
        <div
          className={classes.columns}
          role="region"
          aria-label={t('board.label')}
          data-testid="board"
          data-drag-ready={Layer ? 'true' : 'false'}
          onPointerOver={load}
          onFocus={load}
          onTouchStart={load}
        >
          <Columns statuses={statuses} columns={columns} renderCard={renderCard} onDrop={onDrop} onShowMore={onShowMore} />
        </div>
      )}
    </Stack>
  );
}
