import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../shared/hooks/use-translation.ts';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called by "Try again" before the children render again (e.g. to refetch failed queries). */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** Catches render errors of a page so the header and footer stay usable. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    return <ErrorFallback onRetry={this.reset} />;
  }
}

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-semibold text-neutral-900">{t('app.error.title')}</h1>
      <p className="mt-3 text-neutral-700">{t('app.error.body')}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-8 rounded-full bg-primary-strong px-6 py-2.5 font-medium text-white hover:brightness-90"
      >
        {t('app.error.retry')}
      </button>
    </div>
  );
}
