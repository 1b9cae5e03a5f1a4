import { labels, type RemoteName } from '@league/shared';
import { Component, createContext, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteLoader } from './remote-loader';
import styles from './remote-view.module.css';

export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

type Loaded = ComponentType<Record<string, unknown>>;
type ViewState = { status: 'loading' } | { status: 'ready'; Page: Loaded } | { status: 'failed' };

/**
 * Renders one page or dialog of a remote, lazily. When the remote's entry or chunk cannot be loaded,
 * or the page throws while rendering, a French panel offers a retry; the rest of the site keeps working.
 */
export function RemoteView({
  remote,
  module,
  props = {},
}: {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
}) {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteView needs a RemoteLoaderContext');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ViewState>(() => initialState(loader, remote, module));

  useEffect(() => {
    let live = true;
    const Page = loader.loaded(remote, module);
    if (Page) {
      // already shown (a page the server rendered, hydrated): the same state, nothing to render again
      setState((current) =>
        current.status === 'ready' && current.Page === Page ? current : { status: 'ready', Page },
      );
      return;
    }
    setState({ status: 'loading' });
    loader.loadComponent(remote, module).then(
      (Page) => live && setState({ status: 'ready', Page }),
      (error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [loader, remote, module, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  if (state.status === 'failed') return <RemoteErrorPanel remote={remote} onRetry={retry} />;
  if (state.status === 'loading') return <p className={styles.loading}>{labels.loading}</p>;
  return (
    <RenderGuard key={attempt} fallback={<RemoteErrorPanel remote={remote} onRetry={retry} />}>
      <state.Page {...props} />
    </RenderGuard>
  );
}

function initialState(loader: RemoteLoader, remote: RemoteName, module: string): ViewState {
  const Page = loader.loaded(remote, module);
  return Page ? { status: 'ready', Page } : { status: 'loading' };
}

export function RemoteErrorPanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.panel} data-remote={remote}>
      <h2>{labels.remoteUnavailableTitle}</h2>
      <p>{labels.remoteUnavailable}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {labels.retry}
      </button>
    </div>
  );
}

/** Error boundary: a remote page that throws while rendering shows the fallback, not a blank site. */
class RenderGuard extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
