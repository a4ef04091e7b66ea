import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { clickedOwnControl } from './clickedOwnControl';

/**
 * A list row that opens its item's page on a click anywhere but on its own controls (the
 * name's link, a button, a menu: those act alone, no double navigation).
 */
export function useRowOpener(pathOf: (uuid: string) => string, controls?: string) {
  const navigate = useNavigate();
  return (event: MouseEvent, uuid: string) => {
    if (clickedOwnControl(event, controls)) return;
    void navigate(pathOf(uuid));
  };
}
