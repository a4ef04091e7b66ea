import type { Status } from '@atelier/contracts/statuses';
import type { Worksheet } from '@atelier/contracts/worksheets';
import { describe, expect, it } from 'vitest';
import { columnProps } from './columnProps';

const status = { id: 4, name: 'En cours' } as Status;
const cards = (count: number) => Array.from({ length: count }, (_, i) => ({ uuid: `w${i}` }) as Worksheet);

describe('columnProps', () => {
  it('counts the rendered cards, the cards loaded but not rendered and the server total', () => {
    const onShowMore = () => undefined;
    expect(columnProps(status, { items: cards(20), total: 12000, capped: true, hidden: 30 }, onShowMore)).toEqual({
      status,
      total: 12000,
      capped: true,
      shown: 20,
      hidden: 30,
      onShowMore,
    });
  });

  it('shows an empty column for a status with no loaded column', () => {
    expect(columnProps(status, undefined, () => undefined)).toMatchObject({ total: 0, shown: 0, hidden: undefined, capped: undefined });
  });
});
