import { Component, type ReactNode } from 'react';
import { retryFailed } from '../api/resource';

interface ErrorBoundaryProps {
  fallback: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Shows a failed load (or render) in place, with a retry that asks the server again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    retryFailed();
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
