import { Group, Paper, Stack, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmTargetProps {
  /** What the action does, above the item. */
  body: string;
  /** The item's name; nothing is framed without one (the modal is closing). */
  name: string | null | undefined;
  /** A second line: contact, description, code. */
  detail?: string | null;
  detailProps?: TextProps;
  /** A picture before the name (a user's avatar). */
  avatar?: ReactNode;
  testId?: string;
}

/** The inside of a ConfirmModal: what will happen, then the item it happens to, framed, so nobody deletes the wrong one. */
export function ConfirmTarget({ body, name, detail, detailProps = { truncate: true }, avatar, testId }: ConfirmTargetProps) {
  const lines = (
    <>
      <Text size="sm" fw={600} truncate>
        {name}
      </Text>
      {detail && (
        <Text size="sm" c="dimmed" {...detailProps}>
          {detail}
        </Text>
      )}
    </>
  );
  return (
    <Stack gap="md">
      <Text size="sm">{body}</Text>
      {name && (
        <Paper withBorder p="sm" radius="md" data-testid={testId}>
          {avatar ? (
            <Group gap="sm" wrap="nowrap">
              {avatar}
              <Stack gap={0} miw={0}>
                {lines}
              </Stack>
            </Group>
          ) : (
            lines
          )}
        </Paper>
      )}
    </Stack>
  );
}
