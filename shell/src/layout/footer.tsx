import { HydrateInTurn, labels, NNBSP, REMOTE_NAMES, uiConfigStore, useHydrated, useObservable } from '@league/shared';
import { Link } from '@league/shared/router';
import { remoteVersionsStore } from '../federation/remote-versions';
import { InstallButton } from '../offline/install-button';
import styles from './footer.module.css';

// set by webpack's DefinePlugin; absent in unit tests
const SHELL_VERSION = typeof __LEAGUE_VERSION__ === 'string' ? __LEAGUE_VERSION__ : 'dev';

/**
 * The league's footer: its social links and the city's field directory (from the league's configuration), the
 * contact page; the release versions on a small line of their own.
 */
export function Footer() {
  const { socialLinks, externalFieldLink } = useObservable(uiConfigStore);
  const links = [...socialLinks, ...(externalFieldLink ? [externalFieldLink] : [])];
  return (
    // below the page: hydrated after it (server-rendering.md)
    <HydrateInTurn as="footer" later className={styles.footer}>
      <nav aria-label="Liens de la ligue" className={styles.links}>
        <Link to="/contact-us">Nous joindre</Link>
        {links.map((link) => (
          <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.name}
          </a>
        ))}
      </nav>
      <InstallButton />
      <Versions />
    </HydrateInTurn>
  );
}

/**
 * The shell's release and each remote's once it has loaded: useful to whoever reports a bug, so small. The remotes'
 * appear once hydrated: the server's HTML names none, whatever this browser loaded before hydrating it.
 */
function Versions() {
  const versions = useObservable(remoteVersionsStore);
  const hydrated = useHydrated();
  const loaded = hydrated ? REMOTE_NAMES.filter((name) => versions[name]) : [];
  return (
    <p className={styles.versions} aria-label={labels.versions}>
      {labels.versions}
      {NNBSP}: shell {SHELL_VERSION}
      {loaded.map((name) => (
        <span key={name} data-remote-version={name}>
          {' · '}
          {name} {versions[name]}
        </span>
      ))}
    </p>
  );
}
