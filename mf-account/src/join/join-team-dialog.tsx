import { Dialog, NNBSP, sessionStore, useObservable } from '@league/shared';
import { paths } from '@league/shared';
import { Link } from '@league/shared/router';
import styles from './join.module.css';

/** Invites a player to contact the league; a logged-in visitor's favourite teams are a click away. */
export function JoinTeamDialog({ onClose }: { onClose(): void }) {
  const session = useObservable(sessionStore);
  const favourites = session.loggedIn ? session.favoriteTeams : [];

  return (
    <Dialog title="Joindre une équipe" onClose={onClose}>
      <div className={styles.content}>
        <p>
          Vous aimeriez jouer dans la ligue{NNBSP}? Plusieurs équipes recrutent chaque saison. Écrivez-nous{NNBSP}: nous
          vous mettrons en contact avec leurs capitaines.
        </p>
        {favourites.length > 0 && (
          <>
            <p>
              Précisez dans votre message l&apos;équipe qui vous intéresse, par exemple l&apos;une de vos favorites
              {NNBSP}:
            </p>
            <ul aria-label="Vos équipes favorites">
              {favourites.map((team) => (
                <li key={team}>
                  <Link to={paths.team(team)} onClick={onClose}>
                    {team}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <ul className={styles.links}>
          <li>
            <Link to={paths.contact} onClick={onClose}>
              Nous écrire
            </Link>
          </li>
          <li>
            <Link to={paths.freeAgents} onClick={onClose}>
              Les joueurs autonomes
            </Link>
          </li>
        </ul>
      </div>
    </Dialog>
  );
}
