import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsExchange, IconCheck } from '@tabler/icons-react';
import { Fragment, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_GROUPS } from '../boardColumns';

// The menu lives inside a clickable, draggable card: its own clicks and presses stay its own.
const keep = (event: SyntheticEvent) => event.stopPropagation();

/** 'Déplacer vers…': every status, by group — the way to move a card without dragging it. */
export function MoveToMenu({ worksheet, statuses, onMove }: { worksheet: Worksheet; statuses: Status[]; onMove: (worksheet: Worksheet, to: Status) => void }) {
  const { t } = useTranslation();
  return (
    <div onClick={keep} onPointerDown={keep} onKeyDown={keep}>
      <Menu position="bottom-end" withinPortal shadow="md" width={220}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('board.move.menuLabel', { number: worksheet.worksheetId })} title={t('board.move.menu')}>
            <IconArrowsExchange size={16} stroke={1.7} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('board.move.menu')}</Menu.Label>
          {BOARD_GROUPS.map((group) => {
            const inGroup = statuses.filter((status) => status.group === group);
            if (inGroup.length === 0) return null;
            return (
              <Fragment key={group}>
                <Menu.Divider />
                <Menu.Label>{t(`board.group.${group}`)}</Menu.Label>
                {inGroup.map((status) => {
                  const current = status.id === worksheet.statusId;
                  return (
                    <Menu.Item
                      key={status.id}
                      disabled={current}
                      rightSection={current ? <IconCheck size={14} aria-label={t('board.move.current')} /> : null}
                      onClick={() => onMove(worksheet, status)}
                    >
                      {status.name}
                    </Menu.Item>
                  );
                })}
              </Fragment>
            );
          })}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
