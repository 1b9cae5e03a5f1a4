import { leagueNameStore, NNBSP, useObservable } from '@league/shared';
import { Link } from '@league/shared/router';
import styles from './navbar.module.css';

/** Where the server serves the league's own images. */
export const LOGO_TEXT = '/images/home/logo_text.png';
export const LOGO_TEXT_NARROW = '/images/home/logo_text_narrow.png';
/** From this width on, the wide logo (600×120) has room; below, the narrow one (240×120). */
export const WIDE_LOGO_MEDIA = '(min-width: 1200px)';

/**
 * The league's name drawn by its own images, a link to Home. Width and height are given for both sources, so
 * the bar does not move when the image arrives.
 */
export function LeagueBrand() {
  const name = useObservable(leagueNameStore);
  return (
    <Link to="/" className={styles.brand} aria-label={`${name}${NNBSP}: accueil`}>
      <picture>
        <source media={WIDE_LOGO_MEDIA} srcSet={LOGO_TEXT} width={200} height={40} />
        <img src={LOGO_TEXT_NARROW} alt={name} width={80} height={40} />
      </picture>
    </Link>
  );
}
