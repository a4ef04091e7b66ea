import { Skeleton, Stack } from '@mantine/core';
import classes from './Board.module.css';

/** The board's shape while its columns load. */
export function BoardSkeleton() {
  return (
    <div className={classes.columns} aria-busy="true" data-testid="board-loading">
      {[3, 2, 1, 2].map((cards, column) => (
        <div key={column} className={classes.column}>
          <Stack gap={8} p={10}>
            <Skeleton h={22} w="60%" radius="sm" />
            {Array.from({ length: cards }, (_, i) => (
              <Skeleton key={i} h={92} radius="md" />
            ))}
          </Stack>
        </div>
      ))}
    </div>
  );
}
