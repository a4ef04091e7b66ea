import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { can } from '@atelier/contracts/permissions';
import type { EnforcedFeature } from '@atelier/contracts/plans';
import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import {
  IconCalendarPlus,
  IconCar,
  IconCarSuv,
  IconClipboardList,
  IconClipboardPlus,
  IconClockPlay,
  IconClockStop,
  IconFileInvoice,
  IconFilePlus,
  IconHistory,
  IconSearch,
  IconUser,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../shared/errors/describeError';
import { useErrorText } from '../../../shared/errors/useErrorText';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import type { MenuEntry } from '../../../shared/manifest/FeatureManifest';
import { UpgradeMark } from '../../../shared/plan/UpgradeMark';
import { useGate, type Gate } from '../../../shared/plan/useGate';
import { useSession } from '../../../shared/session/useSession';
import { browserStorage } from '../../../shared/storage/browserStorage';
import { isPendingClock, useClockIn, useClockOut, useRunningClocks } from '../../clock';
import { isCreditNoteLabel, isSearchable, useGlobalSearch } from '../../search';
import { paletteActions, palettePages, type PaletteAction, type PaletteActionId, type PalettePage } from '../paletteOptions';
import { matchesQuery } from '../paletteText';
import { readRecent, rememberRecent, type RecentItem, type RecentKind } from '../recentItems';
import { foundGroups, type FoundItem, type SearchGroupKey } from '../searchItems';
import classes from './CommandPalette.module.css';

// One palette per app: its own store (not Spotlight's global one), opened by the trigger's requests.
const [store, palette] = createSpotlight();

/**
 * Selects the list's first row, as Spotlight does after each keystroke: the search's results come
 * later, into a list Spotlight already chose in (its own selectAction is not exported).
 */
function selectFirstRow() {
  const { listId } = store.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  const first = list.querySelector('[data-action]');
  first?.setAttribute('data-selected', 'true');
  store.updateState((state) => ({ ...state, selected: first ? 0 : -1 }));
}

const ACTION_ICONS: Record<PaletteActionId, Icon> = {
  newWorkorder: IconClipboardPlus,
  newCustomer: IconUserPlus,
  newVehicle: IconCarSuv,
  clockIn: IconClockPlay,
  clockOut: IconClockStop,
  newInvoice: IconFilePlus,
  newAppointment: IconCalendarPlus,
};
const RECORD_ICONS: Record<Exclude<RecentKind, 'page'>, Icon> = {
  customer: IconUser,
  vehicle: IconCar,
  workorder: IconClipboardList,
  invoice: IconFileInvoice,
};
const GROUP_TEST_IDS: Record<SearchGroupKey, string> = { customers: 'customers', vehicles: 'vehicles', workorders: 'workorders', invoices: 'invoices' };

interface CommandPaletteProps {
  /** How many times it was asked to open: each new request opens it. */
  requests: number;
  menu: readonly MenuEntry[];
}

/**
 * The command palette (shell spec §2; issue 17): the pages the role may open, its actions, the
 * live search of customers, vehicles, work orders and invoices (debounced 300 ms, §9) and the last
 * pages and records opened through it. Arrows, Enter and Escape (Spotlight's keyboard handling).
 */
export function CommandPalette({ requests, menu }: CommandPaletteProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const worksheetNumber = useWorksheetNumber();
  const phone = useMediaQuery('(max-width: 36em)');
  const user = useSession().user;
  const role = user?.permissionFlags;
  const userUuid = user?.uuid ?? '';

  const [query, setQuery] = useState('');
  // Each opening starts from an empty query, even when reopened before the closing animation (which clears it) ended.
  useEffect(() => {
    if (requests === 0) return;
    setQuery('');
    palette.open();
  }, [requests]);
  const typed = query.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // The search answers for who works with customers (GET /api/search, customers:work).
  const canSearch = can(role, 'customers:work');
  const searchable = canSearch && isSearchable(typed);
  const search = useGlobalSearch(canSearch ? debounced : '', { vehicles: true });
  const waiting = searchable && (debounced !== typed || search.isFetching);

  // The clock (features/clock): the one running-clocks query; clock in or out by its state.
  const canClock = can(role, 'worksheets:work');
  const clocks = useRunningClocks(canClock);
  const running = clocks.running.find((entry) => !isPendingClock(entry)) ?? null;
  const clockIn = useClockIn();
  const clockOut = useClockOut();
  const gates: Record<EnforcedFeature, Gate> = {
    timeTracking: useGate('timeTracking'),
    invoicing: useGate('invoicing'),
    scheduling: useGate('scheduling'),
    workflows: useGate('workflows'),
  };

  const [recent, setRecent] = useState<RecentItem[]>(() => readRecent(browserStorage, userUuid));
  const remember = (item: RecentItem) => setRecent(rememberRecent(browserStorage, userUuid, item));

  const pages = useMemo(() => palettePages(role, menu), [role, menu]);
  const actions = paletteActions(role, { clockRunning: clocks.isSuccess ? clocks.running.length > 0 : null });

  const shownPages = pages.filter((page) => matchesQuery(query, t(page.label), page.to, page.inSettings && t('nav.settings')));
  const shownActions = actions.filter((action) => matchesQuery(query, t(`palette.action.${action.id}`), t(`palette.keywords.${action.id}`)));
  const found =
    searchable && isSearchable(debounced) && search.data
      ? foundGroups(search.data, {
          workorder: (id) => t('palette.found.workorder', { id: worksheetNumber(id) }),
          invoice: (id) => t(isCreditNoteLabel(id) ? 'palette.found.creditNote' : 'palette.found.invoice', { id }),
          unnamedVehicle: t('palette.found.unnamedVehicle'),
        })
      : [];
  const hasQuery = typed.length > 0;
  const nothing = hasQuery && shownPages.length === 0 && shownActions.length === 0 && found.length === 0 && !waiting;

  // Results arrive after the keystroke that Spotlight selected the first row for: select it again.
  const resultKey = found.map((group) => group.items.map((item) => item.to).join()).join('|');
  useEffect(() => {
    if (typed) queueMicrotask(selectFirstRow);
    // On new results only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultKey]);

  const go = (to: string, item: RecentItem) => {
    remember(item);
    void navigate(to);
  };
  const run = (action: PaletteAction) => {
    const perform = () => {
      if (action.id === 'clockIn') clockIn.mutate({});
      else if (action.id === 'clockOut') {
        if (running) clockOut.mutate(running);
      } else if (action.to) void navigate(action.to);
    };
    if (action.feature) gates[action.feature].guard(perform)();
    else perform();
  };

  const actionDescription = (action: PaletteAction) => {
    if (action.id !== 'clockOut' || !running) return undefined;
    return running.worksheetId !== null ? worksheetNumber(running.worksheetId) : t('palette.clockGeneral');
  };

  const pageRow = (page: PalettePage, testId: string) => (
    <Spotlight.Action
      key={`page:${page.to}`}
      label={t(page.label)}
      description={page.inSettings ? t('nav.settings') : undefined}
      leftSection={<page.icon size={20} stroke={1.6} />}
      highlightQuery
      onClick={() => go(page.to, { kind: 'page', to: page.to, label: page.label })}
      data-testid={testId}
      data-to={page.to}
    />
  );
  const recordRow = (item: FoundItem | RecentItem, prefix: string, testId: string) => {
    const Icon = item.kind === 'page' ? IconHistory : RECORD_ICONS[item.kind];
    return (
      <Spotlight.Action
        key={`${prefix}:${item.to}`}
        label={item.label}
        description={item.detail ?? undefined}
        leftSection={<Icon size={20} stroke={1.6} />}
        onClick={() => go(item.to, { kind: item.kind, to: item.to, label: item.label, detail: item.detail ?? null })}
        data-testid={testId}
        data-to={item.to}
      />
    );
  };

  const recentPage = (item: RecentItem) => pages.find((page) => page.to === item.to);
  // A recent page the role may no longer open is not offered.
  const shownRecent = hasQuery ? [] : recent.filter((item) => item.kind !== 'page' || recentPage(item));

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      fullScreen={!!phone}
      yOffset={phone ? 0 : 80}
      classNames={{ actionsGroup: classes.group, action: classes.action, actionsList: phone ? classes.listPhone : classes.list }}
      data-testid="command-palette"
    >
      <Spotlight.Search
        placeholder={t(canSearch ? 'palette.placeholder' : 'palette.placeholderPages')}
        aria-label={t('palette.label')}
        leftSection={<IconSearch size={20} stroke={1.6} />}
        rightSection={waiting ? <Loader size={16} aria-label={t('palette.searching')} data-testid="palette-loading" /> : null}
        data-testid="palette-input"
        // The search's longest text (GET /api/search refuses more), as the header's box.
        maxLength={100}
      />
      <Spotlight.ActionsList aria-label={t('palette.results')}>
        {shownRecent.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.group.recent')} data-testid="palette-group-recent">
            {shownRecent.map((item) => {
              const page = item.kind === 'page' ? recentPage(item) : undefined;
              return page ? pageRow(page, 'palette-recent') : recordRow(item, 'recent', 'palette-recent');
            })}
          </Spotlight.ActionsGroup>
        )}
        {/* A text typed: the pages first (a page's name and Enter goes there); without one, the actions first. */}
        {hasQuery && shownPages.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.group.pages')} data-testid="palette-group-pages">
            {shownPages.map((page) => pageRow(page, 'palette-page'))}
          </Spotlight.ActionsGroup>
        )}
        {shownActions.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.group.actions')} data-testid="palette-group-actions">
            {shownActions.map((action) => {
              const ActionIconComponent = ACTION_ICONS[action.id];
              const locked = action.feature ? gates[action.feature].locked : false;
              return (
                <Spotlight.Action
                  key={`action:${action.id}`}
                  label={t(`palette.action.${action.id}`)}
                  description={actionDescription(action)}
                  leftSection={<ActionIconComponent size={20} stroke={1.6} />}
                  rightSection={locked && action.feature ? <UpgradeMark feature={action.feature} /> : null}
                  highlightQuery
                  onClick={() => run(action)}
                  data-testid="palette-action"
                  data-action-id={action.id}
                  data-plan-locked={locked ? action.feature : undefined}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        )}
        {!hasQuery && shownPages.length > 0 && (
          <Spotlight.ActionsGroup label={t('palette.group.pages')} data-testid="palette-group-pages">
            {shownPages.map((page) => pageRow(page, 'palette-page'))}
          </Spotlight.ActionsGroup>
        )}
        {found.map((group) => (
          <Spotlight.ActionsGroup key={group.key} label={t(`palette.group.${group.key}`)} data-testid={`palette-group-${GROUP_TEST_IDS[group.key]}`}>
            {group.items.map((item) => recordRow(item, group.key, 'palette-found'))}
          </Spotlight.ActionsGroup>
        ))}
        {waiting && found.length === 0 && (
          <Group gap="xs" className={classes.status} data-testid="palette-searching">
            <Loader size={14} />
            <Text size="sm" c="dimmed">
              {t('palette.searching')}
            </Text>
          </Group>
        )}
        {searchable && search.isError && !waiting && (
          <Text size="sm" c="red" className={classes.status}>
            {errorText(toApiError(search.error).message)}
          </Text>
        )}
        {nothing && !search.isError && <Spotlight.Empty data-testid="palette-empty">{t('palette.nothing', { q: typed })}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      {!phone && (
        <Spotlight.Footer className={classes.footer}>
          <Hint keys="↑ ↓">{t('palette.hint.move')}</Hint>
          <Hint keys="↵">{t('palette.hint.open')}</Hint>
          <Hint keys={t('palette.hint.escapeKey')}>{t('palette.hint.close')}</Hint>
        </Spotlight.Footer>
      )}
    </Spotlight.Root>
  );
}

function Hint({ keys, children }: { keys: string; children: ReactNode }) {
  return (
    <span className={classes.hint}>
      <kbd className={classes.key}>{keys}</kbd>
      {children}
    </span>
  );
}
