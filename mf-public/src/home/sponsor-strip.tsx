import { leagueDataStore, useObservable } from '@league/shared';
import { sortSponsors } from '@league/shared/sponsors';
import { paths } from '@league/shared';
import { Link } from '@league/shared/router';
import { homeLabels } from './home-labels';
import styles from './home.module.css';

/** The sponsors in tier order, each leading to the sponsors page; nothing when there are none. */
export function SponsorStrip() {
  const { sponsors } = useObservable(leagueDataStore);
  if (sponsors.length === 0) return null;
  return (
    <section aria-labelledby="home-sponsors" className={styles.sponsors}>
      <h2 id="home-sponsors" className={styles.sectionTitle}>
        {homeLabels.sponsors}
      </h2>
      <ul className={styles.sponsorList}>
        {sortSponsors(sponsors).map((sponsor) => (
          <li key={sponsor._id}>
            <Link to={paths.sponsors} className={styles.sponsor}>
              {sponsor.logo ? (
                <img src={sponsor.logo} alt={sponsor.name} width={160} height={48} loading="lazy" />
              ) : (
                <span>{sponsor.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to={paths.sponsors}>{homeLabels.allSponsors}</Link>
      </p>
    </section>
  );
}
