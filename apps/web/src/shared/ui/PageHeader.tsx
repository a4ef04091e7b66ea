import { Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Space below the block; pages that stack it in a Stack pass 0. */
  mb?: MantineSpacing | 0;
}

/** Title block of a page inside the shell; also names the browser tab. */
export function PageHeader({ title, description, mb = 'xl' }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb={mb}>
      <Title order={1} fz={{ base: 26, sm: 30 }} lts={-0.3}>
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="md" maw={680}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
