import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { describeError } from './describe-error.ts';

const ErrorFallback = lazy(() => import('./error-fallback.tsx'));

interface State {
  error: unknown;
  info: string;
}

/** Catches what the router does not (providers, notifications): retry and the technical details. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, info: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo) {
    this.setState({ info: info.componentStack ?? '' });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const details = `${describeError(this.state.error)}\n${this.state.info}`.trim();
    return (
      <Suspense fallback={null}>
        <ErrorFallback details={details} onRetry={() => this.setState({ error: null, info: '' })} />
      </Suspense>
    );
  }
}
