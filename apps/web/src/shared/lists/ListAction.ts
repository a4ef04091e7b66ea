import type { EnforcedFeature } from '@atelier/contracts/plans';
import type { ComponentType } from 'react';

/** A list page's add button, in its header or in its empty state: its label, icon and action. */
export interface ListAction {
  label: string;
  icon: ComponentType<{ size?: number | string }>;
  onClick: () => void;
  /** The keyboard shortcut that does the same (aria-keyshortcuts). */
  keyShortcuts?: string;
  /** Starts loading what the click opens (a form kept off the first screen) when the pointer or the focus reaches the button. */
  preload?: () => void;
  /** The plan feature it creates with: without it the button opens the upgrade prompt (issue 16). */
  feature?: EnforcedFeature;
}
