import { useState, useSyncExternalStore } from 'react';
import styles from './offline.module.css';

const STANDALONE = '(display-mode: standalone)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the site runs as an installed app: then there is nothing to offer. */
function useInstalled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(STANDALONE).matches ?? false,
    () => false,
  );
}

/**
 * The footer's discreet « Installer l'application »: its code (install-help.ts) loads when tapped; the browser's
 * offer where there is one, else how to do it here (Safari on iPhone: « Sur l'écran d'accueil »).
 */
export function InstallButton() {
  const installed = useInstalled();
  const [help, setHelp] = useState<string | null>(null);
  if (installed) return null;
  const install = async () => {
    const { installApp } = await import('./install-help');
    setHelp(await installApp());
  };
  return (
    <div className={styles.install}>
      <button
        type="button"
        className={styles.installButton}
        aria-expanded={help !== null}
        onClick={() => (help ? setHelp(null) : void install())}
      >
        Installer l’application
      </button>
      {help && (
        <p className={styles.installHelp} role="status">
          {help}
        </p>
      )}
    </div>
  );
}
