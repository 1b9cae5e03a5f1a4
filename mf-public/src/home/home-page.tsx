import { Page, SafeHtml, Spinner } from '@league/shared';
import { HomeActions } from './home-actions';
import { homeLabels } from './home-labels';
import { HomeMatches } from './home-matches';
import { SponsorStrip } from './sponsor-strip';
import { useLeagueDescription } from './use-league-description';
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
      {description.status === 'done' && <SafeHtml html={description.data.short} className={styles.lead} />}
      <HomeActions />
      <HomeMatches />
      {description.status === 'done' && <SafeHtml html={description.data.long} className={styles.description} />}
      <SponsorStrip />
    </Page>
  );
}
