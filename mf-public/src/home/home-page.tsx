import { Page, SafeHtml, Spinner } from '@league/shared';
import { HomeActions } from './home-actions';
import { homeLabels } from './home-labels';
import { HomeMatches } from './home-matches';
import { SponsorStrip } from './sponsor-strip';
import { useLeagueDescription, type LeagueDescription } from './use-league-description';
import styles from './home.module.css';

/** The first page people load: what the league is, how to join, its next matches and latest results. */
export function HomePage() {
  const description = useLeagueDescription();
  return (
    <Page title={homeLabels.title}>
      {/* the banner is the first thing seen: fetched at once; its size is known so nothing moves when it arrives */}
      <img
        className={styles.banner}
        src="/images/home/home1.jpg"
        alt={homeLabels.bannerAlt}
        width={1200}
        height={500}
        fetchPriority="high"
      />
      {description.status === 'loading' && <Spinner />}
      {description.status === 'error' && (
        <p role="alert" className={styles.failure}>
          {description.message}
        </p>
      )}
      {description.status === 'done' && <LeagueLead description={description.data} />}
      <HomeActions />
      <HomeMatches />
      {description.status === 'done' && description.data.long.trim() && (
        <SafeHtml html={description.data.long} className={styles.description} />
      )}
      <SponsorStrip />
    </Page>
  );
}

/** The league's short description; a welcome while the league has written none (a new league). */
function LeagueLead({ description }: { description: LeagueDescription }) {
  if (description.short.trim() || description.long.trim())
    return <SafeHtml html={description.short} className={styles.lead} />;
  return (
    <div className={styles.lead}>
      <p>
        <strong>{homeLabels.welcome}</strong>
      </p>
      <p>{homeLabels.welcomeText}</p>
    </div>
  );
}
