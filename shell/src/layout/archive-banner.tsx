import {
  CloseIcon,
  CURRENT_SEASON,
  isArchiveView,
  NNBSP,
  seasonViewStore,
  setSeasonView,
  useObservable,
} from '@league/shared';
import styles from './layout.module.css';

/** A banner names the archived season; its cancel icon returns to the current season. */
export function ArchiveBanner() {
  const season = useObservable(seasonViewStore);
  if (!isArchiveView(season)) return null;
  return (
    <div className={styles.archiveBanner} role="status">
      Saison archivée{NNBSP}: {season}
      <button type="button" aria-label="Revenir à la saison en cours" onClick={() => setSeasonView(CURRENT_SEASON)}>
        <CloseIcon size={20} />
      </button>
    </div>
  );
}
