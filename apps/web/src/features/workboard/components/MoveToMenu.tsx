import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { BOARD_GROUPS } from '../boardColumns';
import type { MoveToMenuProps } from './moveToProps';

/**
 * 'Déplacer vers…': every status, by group — the way to move a card without dragging it.
 * Loaded on the first press of a card's button (MoveToButton), with Mantine's Menu.
 */
export function MoveToMenu({ worksheet, statuses, onMove, opened, onChange, trigger, keepInside }: MoveToMenuProps) {
  const { t } = useTranslation();
  return (
    <div onClick={keepInside} onPointerDown={keepInside} onKeyDown={keepInside}>
      <Menu position="bottom-end" withinPortal shadow="md" width={220} opened={opened} onChange={onChange}>
        <Menu.Target>{trigger}</Menu.Target>
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
