import { AppProviders } from './providers/AppProviders';
import { ReadinessGate } from './readiness/ReadinessGate';
import { AppRouter } from './router/AppRouter';

export function App() {
  return (
    <AppProviders>
      <ReadinessGate>
        <AppRouter />
      </ReadinessGate>
    </AppProviders>
  );
}
