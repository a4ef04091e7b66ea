import { EVENT_STATUSES, type EventStatus } from '@atelier/contracts/booking-constants';
import { ActionIcon, Button, Group, MultiSelect, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDeviceMobile, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { ColumnsBy } from '../hooks/usePlanningState';
import type { PlanningView } from '../grid/periods';
import { PlanGate } from '../../../shared/plan/PlanGate';

interface Props {
  title: string;
  view: PlanningView;
  by: ColumnsBy;
  statuses: EventStatus[];
  phone: boolean;
  onToday: () => void;
  onStep: (step: -1 | 1) => void;
  onView: (view: PlanningView) => void;
  onBy: (by: ColumnsBy) => void;
  onStatuses: (statuses: EventStatus[]) => void;
  onCreate: () => void;
  onFeed: () => void;
}

/** Today, previous/next, the period's title, Day/Week/Month, columns by bays or technicians, statuses, new appointment, phone calendar. */
export function PlanningToolbar({ title, view, by, statuses, phone, onToday, onStep, onView, onBy, onStatuses, onCreate, onFeed }: Props) {
  const { t } = useTranslation();
  const stepLabel = (step: -1 | 1) => (view === 'day' ? t(step < 0 ? 'planning.previousDay' : 'planning.nextDay') : t(step < 0 ? 'planning.previous' : 'planning.next'));
  const navigation = (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Button variant="default" size="sm" onClick={onToday}>
        {t('planning.today')}
      </Button>
      <Tooltip label={stepLabel(-1)} withArrow>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => onStep(-1)} aria-label={stepLabel(-1)}>
          <IconChevronLeft size={20} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={stepLabel(1)} withArrow>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => onStep(1)} aria-label={stepLabel(1)}>
          <IconChevronRight size={20} />
        </ActionIcon>
      </Tooltip>
      <Text component="h2" fw={700} fz={phone ? 'md' : 'xl'} m={0} truncate data-testid="planning-period-title" style={{ textTransform: phone ? undefined : 'none' }}>
        {title}
      </Text>
    </Group>
  );

  const feedButton = phone ? (
    <Tooltip label={t('planning.feed.button')} withArrow>
      <ActionIcon variant="default" size={30} onClick={onFeed} aria-label={t('planning.feed.button')}>
        <IconDeviceMobile size={18} />
      </ActionIcon>
    </Tooltip>
  ) : (
    <Button variant="default" leftSection={<IconDeviceMobile size={16} />} onClick={onFeed}>
      {t('planning.feed.button')}
    </Button>
  );

  if (phone) {
    return (
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap={4}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => onStep(-1)} aria-label={stepLabel(-1)}>
            <IconChevronLeft size={20} />
          </ActionIcon>
          <Text component="h2" fw={700} fz="lg" m={0} ta="center" truncate style={{ flex: 1 }} data-testid="planning-period-title">
            {title}
          </Text>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => onStep(1)} aria-label={stepLabel(1)}>
            <IconChevronRight size={20} />
          </ActionIcon>
          <Button variant="default" size="xs" onClick={onToday}>
            {t('planning.today')}
          </Button>
          {feedButton}
        </Group>
        <PlanGate feature="scheduling">
          <Button fullWidth leftSection={<IconPlus size={16} />} onClick={onCreate}>
            {t('planning.create')}
          </Button>
        </PlanGate>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {navigation}
        <Group gap="sm" wrap="nowrap">
          {feedButton}
          <PlanGate feature="scheduling">
            <Button leftSection={<IconPlus size={16} />} onClick={onCreate}>
              {t('planning.create')}
            </Button>
          </PlanGate>
        </Group>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          size="sm"
          aria-label={t('planning.view.label')}
          value={view}
          onChange={(value) => onView(value as PlanningView)}
          data={(['day', 'week', 'month'] as const).map((v) => ({ value: v, label: t(`planning.view.${v}`) }))}
        />
        {view === 'day' && (
          <SegmentedControl
            size="sm"
            aria-label={t('planning.by.label')}
            value={by}
            onChange={(value) => onBy(value as ColumnsBy)}
            data={[
              { value: 'bays', label: t('planning.by.bays') },
              { value: 'technicians', label: t('planning.by.technicians') },
            ]}
          />
        )}
        <MultiSelect
          size="sm"
          w={260}
          aria-label={t('planning.statusFilter')}
          placeholder={statuses.length ? undefined : t('planning.allStatuses')}
          data={EVENT_STATUSES.map((status) => ({ value: status, label: t(`planning.status.${status}`) }))}
          value={statuses}
          onChange={(value) => onStatuses(value as EventStatus[])}
          clearable
          maxDropdownHeight={260}
          styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' } }}
        />
      </Group>
    </Stack>
  );
}
