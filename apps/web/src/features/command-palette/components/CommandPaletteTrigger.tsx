import { ActionIcon, Box, Kbd, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { withTexts } from '../../../i18n/withTexts';
import type { MenuEntry } from '../../../shared/manifest/FeatureManifest';
import classes from './CommandPaletteTrigger.module.css';

// The palette (Spotlight, its CSS, its texts) arrives on the first open, or when the pointer
// comes near the header's button: the shell's first screen carries only this button and the hotkey.
const loadPalette = withTexts(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));
const CommandPalette = lazy(loadPalette);

/** ⌘K on Apple keyboards, Ctrl+K elsewhere. */
const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

interface CommandPaletteTriggerProps {
  /** Every menu entry of the features' manifests (the shell's registry): the pages it offers. */
  menu: readonly MenuEntry[];
}

/**
 * The command palette's header button and Ctrl+K / ⌘K (shell spec §2): a labelled button with the
 * shortcut from md up, a search icon below (on phones, where the header's search box is hidden,
 * the palette is the search).
 */
export function CommandPaletteTrigger({ menu }: CommandPaletteTriggerProps) {
  const { t } = useTranslation();
  // Each request opens the palette (a count, so the same request twice opens it twice).
  const [requests, setRequests] = useState(0);
  const request = () => setRequests((count) => count + 1);
  // From anywhere, fields included (the header search box's former shortcut).
  useHotkeys([['mod+K', request]], []);
  const shortcut = onMac ? '⌘K' : 'Ctrl+K';
  const label = t('palette.open', { shortcut });
  const preload = () => void loadPalette();

  return (
    <>
      <UnstyledButton
        visibleFrom="md"
        className={classes.button}
        onClick={request}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={label}
        aria-keyshortcuts="Control+K Meta+K"
        title={label}
        data-testid="palette-button"
      >
        <Box component="span">{t('palette.button')}</Box>
        <Kbd size="xs" className={classes.kbd} aria-hidden="true">
          {shortcut}
        </Kbd>
      </UnstyledButton>
      <ActionIcon hiddenFrom="md" variant="default" size={44} radius="md" onClick={request} aria-label={label} title={label} data-testid="palette-button-phone">
        <IconSearch size={20} stroke={1.7} aria-hidden />
      </ActionIcon>
      {requests > 0 && (
        <Suspense fallback={null}>
          <CommandPalette requests={requests} menu={menu} />
        </Suspense>
      )}
    </>
  );
}
