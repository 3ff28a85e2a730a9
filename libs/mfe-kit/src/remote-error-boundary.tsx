import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getI18n } from '@cvb/i18n';
import { ErrorPanel } from '@cvb/ui';
import { ReportPageAlive } from './page-suspense';

interface Props {
  app: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a render error of one remote and offers a retry; nothing outside the remote is affected. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.app}] render failed`, error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    const t = getI18n().t;
    return (
      <>
        <ErrorPanel
          title={t('common:remoteError.title')}
          body={t('common:remoteError.body')}
          retryLabel={t('common:retry')}
          onRetry={this.retry}
        />
        {/* The panel stands in for a page that could not come alive: the view must answer its retry button. */}
        <ReportPageAlive />
      </>
    );
  }
}
