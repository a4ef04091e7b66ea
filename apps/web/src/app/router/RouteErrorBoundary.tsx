import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../shared/telemetry/reportError';
import { RouteErrorFallback } from './RouteErrorFallback';

interface Props {
  /** Changing it (the current path) clears the error, so navigating away recovers. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failedAt: string | null;
}

/** Catches render errors and failed chunk downloads of the routed pages. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // To error reporting when configured (issue 17); the component stack stays in the console.
    reportError(error, { boundary: 'route' });
    console.error(info.componentStack);
  }

  override render() {
    return this.state.failedAt !== null ? <RouteErrorFallback /> : this.props.children;
  }
}
