import { Group, Text, Title } from '@mantine/core';
import type { ComponentType, CSSProperties } from 'react';

interface SectionHeadingProps {
  icon: ComponentType<{ size?: number; style?: CSSProperties; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: string;
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
}

/** A settings section's heading: its icon, an h2 and a line saying what the section is for. */
export function SectionHeading({ icon: Icon, title, description, id }: SectionHeadingProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Icon size={22} style={{ flexShrink: 0, marginTop: 3 }} aria-hidden="true" />
      <div>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </div>
    </Group>
  );
}
