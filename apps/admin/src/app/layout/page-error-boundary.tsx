import { Component, type ReactNode } from 'react';
import { LoadFailed } from '../../shared/ui/query-status.tsx';

/**
 * A page that throws (a failed lazy chunk, a bug) shows a message with a retry inside the shell,
 * and a 403 thrown from a page shows the not-allowed page: never a blank page.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== null) {
      return <LoadFailed error={this.state.error} retry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
