import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import type { ListAction } from './ListAction';
import { ListActionButton } from './ListActionButton';

interface ListPageLayoutProps {
  title: string;
  description: string;
  /** The add button beside the title, for those allowed to add. */
  action?: ListAction | null;
  maw?: number;
  children: ReactNode;
}

/** A list page: its title and description with the add button, then the list card and its drawers. */
export function ListPageLayout({ title, description, action, maw = 1100, children }: ListPageLayoutProps) {
  return (
    <Stack gap="lg" maw={maw}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeader title={title} description={description} mb={0} />
        {action && <ListActionButton action={action} />}
      </Group>
      {children}
    </Stack>
  );
}
