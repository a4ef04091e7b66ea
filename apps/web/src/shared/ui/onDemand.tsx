import { lazy, Suspense, type ComponentType } from 'react';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import type { PageTexts } from '../../i18n/loadLanguage';
import { withTexts } from '../../i18n/withTexts';

/** What a drawer or modal loaded on demand answers: the component and its loader (to preload on hover or focus). */
export interface OnDemand<Props extends { opened: boolean }> {
  (props: Props): React.JSX.Element | null;
  preload: () => Promise<unknown>;
}

/**
 * A drawer or a modal that a page only may open: its code (form, validation, Zod, pickers) and its
 * part of the language's texts (withTexts) download at its first opening (or at `preload`), not with
 * the page's first screen; once opened it stays mounted, for its closing animation. Same props as the component.
 */
export function onDemand<Props extends { opened: boolean }>(load: () => Promise<ComponentType<Props>>, texts: PageTexts = 'work'): OnDemand<Props> {
  const preload = withTexts(load, texts);
  const Loaded = lazy(() => preload().then((component) => ({ default: component })));
  function OnDemandComponent(props: Props) {
    const wanted = useOpenedOnce(props.opened);
    return wanted ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return Object.assign(OnDemandComponent, { preload });
}
