import type { Timelog } from '@atelier/contracts';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAccount } from '../../../shared/account/api';
import { useSession } from '../../../shared/session/useSession';
import { DrawerShell } from '../../../shared/ui/DrawerShell';
import { timeEntryMode } from '../timeEntryMode';
import { TimeEntryForm } from './TimeEntryForm';

export interface TimeEntryPanelProps {
  /** The entry to edit (or the running clock to clock out); null to add one. */
  entry: Timelog | null;
  /** A work order fixed by the page (its field is hidden, new entries go on it). */
  workorderUuid?: string | null;
  /** Default true: mount it to open it, or drive it to keep the slide animation. */
  opened?: boolean;
  onClose: () => void;
}

/**
 * The time-entry panel (workshop §2/§4): a slide-over from the right, full width on a phone.
 * The form waits for the account: its times are read and written in the shop's time zone.
 */
export function TimeEntryPanel({ entry, workorderUuid, opened = true, onClose }: TimeEntryPanelProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const account = useAccount();
  const mode = timeEntryMode(entry, user?.uuid);
  const title = mode === 'add' ? t('timelog.panel.addTitle') : mode === 'running' ? t('timelog.panel.runningTitle') : t('timelog.panel.editTitle', { id: entry?.id });
  return (
    <DrawerShell opened={opened} onClose={onClose} title={title}>
      {account.data ? (
        // A new key per entry: opening another entry starts from its own values.
        <TimeEntryForm key={entry?.id ?? 'new'} entry={entry} workorderUuid={workorderUuid} onDone={onClose} />
      ) : (
        <Stack gap="md" aria-busy="true">
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} height={44} radius="sm" />
          ))}
        </Stack>
      )}
    </DrawerShell>
  );
}
