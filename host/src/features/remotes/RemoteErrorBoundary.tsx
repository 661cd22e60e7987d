import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the remote; `retry` clears the error and tries again. */
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that failed to load (or crashed) so the rest of the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, { error: { value: unknown } | null }> {
  override state: { error: { value: unknown } | null } = { error: null };

  // Boxed: a thrown value may itself be falsy.
  static getDerivedStateFromError(value: unknown): { error: { value: unknown } } {
    return { error: { value } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    return error ? this.props.fallback(this.retry, error.value) : this.props.children;
  }
}
