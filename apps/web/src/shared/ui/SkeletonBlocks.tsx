import { Skeleton, Stack, type StackProps } from '@mantine/core';

type Props = StackProps & {
  /** Heights of the blocks, shaped like the page's cards. */
  heights: readonly number[];
};

/** A page's cards while they load: grey blocks of their heights, marked busy. */
export function SkeletonBlocks({ heights, ...stack }: Props) {
  return (
    <Stack gap="lg" aria-busy="true" {...stack}>
      {heights.map((h, i) => (
        <Skeleton key={i} h={h} radius="lg" />
      ))}
    </Stack>
  );
}
