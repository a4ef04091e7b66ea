import type { PlanningEvent } from '@atelier/contracts/planning';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { EventCard } from './EventCard';

interface Props {
  events: PlanningEvent[];
  closedLabel: string | null;
  rangeText: (event: PlanningEvent) => string;
  columnText: (event: PlanningEvent) => string | null;
  onOpen: (event: PlanningEvent) => void;
}

/** A phone's planning: the day's appointments as a list (times are edited in the drawer, no dragging). */
export function PhoneDayList({ events, closedLabel, rangeText, columnText, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="planning-phone-list">
      {closedLabel && (
        <Text size="sm" c="dimmed" ta="center">
          {closedLabel}
        </Text>
      )}
      {events.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('planning.emptyDay')}
        </Text>
      ) : (
        events.map((event) => (
          <div key={event.uuid}>
            {columnText(event) && (
              <Text size="xs" c="dimmed" fw={600} mb={2}>
                {columnText(event)}
              </Text>
            )}
            <EventCard
              event={event}
              variant="list"
              timeRange={rangeText(event)}
              onClick={() => onOpen(event)}
              onKeyDown={(key) => key.key === 'Enter' && onOpen(event)}
            />
          </div>
        ))
      )}
    </Stack>
  );
}
