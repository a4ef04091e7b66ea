import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/useTranslation';
import { SHOWCASE_SECTIONS, sectionAnchor } from '../showcaseSamples';

/**
 * The sections' list beside them on a wide screen. Buttons, not '#id' links: the router owns the
 * address's hash (hash routing), an in-page anchor there would be read as a path.
 */
export function ShowcaseContents() {
  const { t } = useTranslation();
  return (
    <Stack component="nav" gap={2} aria-labelledby="ui-contents-title">
      <Text id="ui-contents-title" size="xs" fw={700} c="dimmed" tt="uppercase" mb={6} px="sm" style={{ letterSpacing: '0.06em' }}>
        {t('designShowcase.contents')}
      </Text>
      {SHOWCASE_SECTIONS.map((id) => (
        <NavLink
          key={id}
          component="button"
          type="button"
          label={t(`designShowcase.sections.${id}.title`)}
          onClick={() => document.getElementById(sectionAnchor(id))?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
        />
      ))}
    </Stack>
  );
}
