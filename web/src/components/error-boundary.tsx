import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';

interface Props {
  children: ReactNode;
  /** Rendered instead of the full-screen fallback (widget-level boundaries). */
  fallback?: (error: Error, reset: () => void) => ReactNode;
  /** Called before the boundary renders its children again (a panel's retry resets its failed queries). */
  onReset?: () => void;
  /** Replaces the default console line for a caught error (a panel logs its own product message). */
  onError?: (error: Error) => void;
}
interface State {
  error: Error | null;
}

/** Unhandled render errors show 'Oops! Something went wrong' with two ways out (docs/product/web.md). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (this.props.onError) return this.props.onError(error);
    console.error('Unhandled render error', error, info.componentStack);
  }

  reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return <ErrorScreen error={error} />;
  }
}

export function ErrorScreen({ error }: { error: Error }) {
  const intl = useI18n();
  return (
    <main className="error-screen" role="alert" data-testid="error-screen">
      <div className="error-screen__card">
        <div className="error-screen__emoji" aria-hidden="true">
          🙈
        </div>
        <h1>{intl.formatMessage({ id: 'shell.error.title' })}</h1>
        <p className="error-screen__text">{error.message || String(error)}</p>
        <div className="button-row">
          <button type="button" className="btn btn--primary" onClick={() => window.location.assign('/')}>
            {intl.formatMessage({ id: 'shell.error.home' })}
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => window.location.reload()}>
            {intl.formatMessage({ id: 'shell.error.reload' })}
          </button>
        </div>
      </div>
    </main>
  );
}
