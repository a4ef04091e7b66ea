import { Button, EmptyState, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

interface DetailNotFoundProps {
  /** The link back to the list, above the title. */
  backLink: ReactNode;
  title: string;
  body: string;
  icon: ComponentType<{ size?: number | string }>;
  /** The list's address and the button's text that goes back there. */
  listPath: string;
  backLabel: string;
}

/** A detail page whose item does not exist (or is another shop's): say so, and offer the way back to the list. */
export function DetailNotFound({ backLink, title, body, icon: Icon, listPath, backLabel }: DetailNotFoundProps) {
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={0}>
        {backLink}
        <PageHeader title={title} mb={0} />
      </Stack>
      <EmptyState py={48} icon={<Icon size={28} />} withIndicatorBackground title={body}>
        <EmptyState.Actions>
          <Button component={Link} to={listPath} variant="light" leftSection={<IconArrowLeft size={16} />}>
            {backLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Stack>
  );
}
