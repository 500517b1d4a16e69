import { Component, type ReactNode } from 'react';
import { ErrorScreen } from '../shared/ui/error-screen';

type State = { failed: boolean; error: unknown };

/** Catches what the router's own error element cannot: errors outside the routes. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
