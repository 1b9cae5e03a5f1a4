import { labels, REMOTE_NAMES, useObservable } from '@league/shared';
import { remoteVersionsStore } from '../federation/remote-versions';
import styles from './layout.module.css';

const SHELL_VERSION = __LEAGUE_VERSION__;

/** Release versions: the shell's, and each remote's once it has loaded. */
export function Footer() {
  const versions = useObservable(remoteVersionsStore);
  const loaded = REMOTE_NAMES.filter((name) => versions[name]);
  return (
    <footer className={styles.footer} aria-label={labels.versions}>
      {labels.versions} : shell {SHELL_VERSION}
      {loaded.map((name) => (
        <span key={name} data-remote-version={name}>
          {' · '}
          {name} {versions[name]}
        </span>
      ))}
    </footer>
  );
}
