import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** Title block of a page inside the shell; also names the browser tab. */
export function PageHeader({ title, description }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Stack gap={4} mb="xl">
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
