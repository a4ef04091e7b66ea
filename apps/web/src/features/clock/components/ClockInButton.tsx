import { Box, Button } from '@mantine/core';
import { IconClockPlay } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useClockIn } from '../api';
import { PlanGate } from '../../../shared/plan/PlanGate';
import classes from './ClockInButton.module.css';

/**
 * The shell's general 'Pointer' (shell §4: a clock-in on no work order), shown while no clock runs;
 * once one runs the strip below the header holds its 'Dépointer'. 44 px high: a gloved thumb.
 */
export function ClockInButton() {
  const { t } = useTranslation();
  const clockIn = useClockIn();
  return (
    // Without time tracking in the plan (issue 16): the same button with a lock, opening the upgrade prompt.
    <PlanGate feature="timeTracking">
      <Button
        variant="light"
        color="teal"
        h={44}
        px="sm"
        leftSection={<IconClockPlay size={20} aria-hidden />}
        classNames={{ section: classes.section }}
        // Native title: the header loads no tooltip code.
        title={t('clock.startGeneral')}
        aria-label={t('clock.startGeneral')}
        loading={clockIn.isPending}
        onClick={() => clockIn.mutate({})}
        data-testid="clock-in-general"
        style={{ flexShrink: 0 }}
      >
        {/* On a phone the icon alone (its name stays the aria-label): the header also holds the command palette's button. */}
        <Box component="span" visibleFrom="xs">
          {t('clock.start')}
        </Box>
      </Button>
    </PlanGate>
  );
}
