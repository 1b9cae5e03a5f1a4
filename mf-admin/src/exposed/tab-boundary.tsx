import { Spinner } from '@league/shared';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import styles from './admin.module.css';

interface State {
  failed: boolean;
}

/**
 * One tab's guard: its chunk loads behind a spinner, and an error thrown while it renders shows a French panel
 * inside the tab only; the tab list and the other tabs keep working. Keyed by the tab, so opening another
 * tab starts clean.
 */
export class TabBoundary extends Component<{ label: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Admin tab "${this.props.label}" failed:`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <div role="alert" className={styles.failed}>
          <p>
            L'onglet «{'\u202f'}
            {this.props.label}
            {'\u202f'}» n'a pas pu s'afficher. Les autres onglets restent disponibles.
          </p>
          <button type="button" onClick={() => this.setState({ failed: false })}>
            Réessayer
          </button>
        </div>
      );
    }
    return (
      <Suspense fallback={<Spinner label={`Chargement de l'onglet ${this.props.label}…`} />}>
        {this.props.children}
      </Suspense>
    );
  }
}
