import { lazy, Suspense, useState, type ReactElement } from 'react';

const HelpDialog = lazy(() => import('./HelpDialog').then((m) => ({ default: m.HelpDialog })));

/**
 * Whatever opens the question dialog (the navigation's help entry, the support page's button):
 * `render` draws the trigger. The dialog's code comes with the first click and stays mounted so
 * an unsent draft is kept.
 */
export function HelpButton({ render }: { render: (open: () => void) => ReactElement }) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = () => {
    setMounted(true);
    setOpened(true);
  };
  return (
    <>
      {render(open)}
      {mounted && (
        <Suspense fallback={null}>
          <HelpDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
