import { labels, leagueDataStore, Page, requestStore, Spinner, useObservable } from '@league/shared';
import { sponsorsByTier } from '@league/shared/sponsors';
import { SponsorCard } from './sponsor-card';
import styles from './sponsors.module.css';

export const sponsorLabels = {
  title: 'Commanditaires',
  intro: 'Merci aux entreprises qui soutiennent la ligue.',
  empty: 'Aucun commanditaire pour le moment.',
} as const;

/** /sponsors: grouped by tier in spec order (Platine, Or, Argent, Bronze, Aucun). */
export function SponsorsPage() {
  const { sponsors } = useObservable(leagueDataStore);
  const loading = useObservable(requestStore, (all) => all.teams);
  const groups = sponsorsByTier(sponsors);

  let content;
  if (groups.length > 0)
    content = groups.map((group) => (
      <section key={group.tier || 'none'} aria-labelledby={`tier-${group.tier || 'none'}`}>
        <h2 id={`tier-${group.tier || 'none'}`}>{group.label}</h2>
        <ul className={styles.list}>
          {group.sponsors.map((sponsor) => (
            <li key={sponsor._id}>
              <SponsorCard sponsor={sponsor} />
            </li>
          ))}
        </ul>
      </section>
    ));
  else if (loading?.status === 'error') content = <p>{loading.message}</p>;
  else if (!loading || loading.status === 'loading') content = <Spinner label={labels.loading} />;
  else content = <p>{sponsorLabels.empty}</p>;

  return (
    <Page title={sponsorLabels.title}>
      <p>{sponsorLabels.intro}</p>
      {content}
    </Page>
  );
}
