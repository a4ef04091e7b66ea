import { Card, Stack } from '@mantine/core';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { SectionHeading } from '../../../shared/ui/SectionHeading';

interface BookingSectionProps {
  id: string;
  icon: ComponentType<{ size?: number; style?: CSSProperties; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  description: string;
  children: ReactNode;
}

/** One card of the page: its heading (an h2 the section is named by) and its inputs. */
export function BookingSection({ id, icon, title, description, children }: BookingSectionProps) {
  const headingId = `booking-${id}`;
  return (
    <Card component="section" aria-labelledby={headingId} id={`section-${id}`}>
      <Stack gap="md">
        <SectionHeading icon={icon} title={title} description={description} id={headingId} />
        {children}
      </Stack>
    </Card>
  );
}
