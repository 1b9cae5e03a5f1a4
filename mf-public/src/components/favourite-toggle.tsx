import {
  addFavouriteTeam,
  favouritesOf,
  formatMessage,
  isArchiveView,
  localFavouritesStore,
  removeFavouriteTeam,
  sessionStore,
  StarIcon,
  useFavourites,
} from '@league/shared';
import { useState } from 'react';
import styles from './favourite-toggle.module.css';

export const favouriteLabels = {
  add: 'Ajouter aux favoris',
  remove: 'Retirer des favoris',
} as const;

function currentFavourites(): readonly string[] {
  return favouritesOf(sessionStore.get(), localFavouritesStore.get(), isArchiveView()) ?? [];
}

/**
 * 'Ajouter aux favoris' / 'Retirer des favoris' for one team; works without an account (local storage).
 * In a list of teams, `nameInLabel` adds the team's name for assistive technology, so each button is distinct.
 */
export function FavouriteToggle({ team, nameInLabel = false }: { team: string; nameInLabel?: boolean }) {
  const favourites = useFavourites();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  if (!favourites) return null;
  const pressed = favourites.includes(team);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    await (pressed ? removeFavouriteTeam(team) : addFavouriteTeam(team));
    // the account call only logs a refusal: an unchanged list is how the page learns of it
    if (currentFavourites().includes(team) === pressed) setFailure(formatMessage('favouriteAddFailed', { name: team }));
    setBusy(false);
  };

  return (
    <span className={styles.toggle}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={pressed}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        <span className={styles.star}>
          <StarIcon size={18} filled={pressed} />
        </span>
        {pressed ? favouriteLabels.remove : favouriteLabels.add}
        {nameInLabel && <span className={styles.hidden}>{` (${team})`}</span>}
      </button>
      {failure && (
        <span role="alert" className={styles.failure}>
          {failure}
        </span>
      )}
    </span>
  );
}
