import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { sectionAnchor, type ShowcaseSection as SectionId } from '../showcaseSamples';
import classes from './ShowcaseSection.module.css';

/** One section of the showcase: its title, where the pieces are used, then its specimens. */
export function ShowcaseSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  const anchor = sectionAnchor(id);
  return (
    <Card component="section" id={anchor} aria-labelledby={`${anchor}-title`} data-testid={`ui-section-${id}`} className={classes.section} padding="xl">
      <Stack gap={4} mb="xl">
        <Title order={2} size="h3" id={`${anchor}-title`}>
          {t(`designShowcase.sections.${id}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`designShowcase.sections.${id}.usedIn`)}
        </Text>
      </Stack>
      <Stack gap="xl">{children}</Stack>
    </Card>
  );
}

/** A labelled example inside a section: a small caption above the real component. */
export function Specimen({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.caption}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
