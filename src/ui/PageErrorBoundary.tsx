import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { isNetworkFailure } from '@/data/networkFailure';
import { t } from '@/i18n';

interface Props {
  children: ReactNode;
  /** Where the user is: the error is forgotten when it changes (another page, other filters). */
  resetKey: string;
  /** Run before trying again (refetching the page's data). */
  onRetry?: () => void;
  /** The whole window (the shell itself failed) rather than the page's frame. */
  fullPage?: boolean;
}

interface State {
  error: Error | null;
  /** The failure was the network's (offline, code not fetched): said so, and tried again online. */
  network: boolean;
  at: string;
}

/**
 * A page that fails to draw (an answer no normalisation foresaw, code that failed to load) shows
 * a translated error with a retry in its frame, never a white screen: the shell, its menu and
 * tabs stay usable. Failing for lack of network (going offline, then opening another page), it
 * says so, and tries again by itself as soon as the browser is back online.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null, network: false, at: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return {
      error: error instanceof Error ? error : new Error(String(error)),
      network: isNetworkFailure(error),
    };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.at ? null : { error: null, at: props.resetKey };
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  private onOnline = () => {
    if (this.state.error && this.state.network) this.retry();
  };

  componentDidMount() {
    window.addEventListener('online', this.onOnline);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.onOnline);
  }

  render() {
    if (!this.state.error) return this.props.children;
    // An Alert, not antd's Result: Result carries its large illustrations into every page.
    return (
      <div role="alert" style={this.props.fullPage ? { padding: '20vh 24px' } : undefined}>
        <Alert
          type={this.state.network ? 'warning' : 'error'}
          showIcon
          message={t(this.state.network ? 'errors.offlineTitle' : 'errors.pageTitle')}
          description={t(this.state.network ? 'errors.offline' : 'errors.page')}
          action={
            <Button type="primary" onClick={this.retry}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
}
