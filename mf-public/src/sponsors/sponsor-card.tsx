import { isWebUrl, telephoneHref } from '@league/shared/sponsors';
import type { Sponsor } from '@league/shared/schemas';
import type { ReactNode } from 'react';
import styles from './sponsors.module.css';

export const sponsorCardLabels = {
  telephone: 'Téléphone',
  website: 'Site web',
  email: 'Courriel',
  teams: 'Équipes associées',
  newWindow: '(nouvelle fenêtre)',
} as const;

/** One sponsor: its logo, name, description and the ways to reach it that it gave. */
export function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  const phone = telephoneHref(sponsor.telephone);
  return (
    <article
      className={sponsor.logo ? `${styles.card} ${styles.withLogo}` : styles.card}
      aria-labelledby={`sponsor-${sponsor._id}`}
    >
      {sponsor.logo && (
        // the name is the heading beside it: the logo adds nothing for a screen reader
        <img className={styles.logo} src={sponsor.logo} alt="" width={200} height={60} loading="lazy" />
      )}
      <div className={styles.body}>
        <h3 id={`sponsor-${sponsor._id}`} className={styles.name}>
          {sponsor.name}
        </h3>
        {sponsor.description && <p className={styles.description}>{sponsor.description}</p>}
        <dl className={styles.contacts}>
          {phone && (
            <Contact label={sponsorCardLabels.telephone}>
              <a href={phone}>{sponsor.telephone}</a>
            </Contact>
          )}
          {isWebUrl(sponsor.websiteUrl) && (
            <Contact label={sponsorCardLabels.website}>
              <a href={sponsor.websiteUrl} target="_blank" rel="noopener noreferrer">
                {displayUrl(sponsor.websiteUrl)} <span className={styles.hint}>{sponsorCardLabels.newWindow}</span>
              </a>
            </Contact>
          )}
          {sponsor.contactEmail && (
            <Contact label={sponsorCardLabels.email}>
              <a href={`mailto:${sponsor.contactEmail}`}>{sponsor.contactEmail}</a>
            </Contact>
          )}
          {sponsor.affiliateTeams.length > 0 && (
            <Contact label={sponsorCardLabels.teams}>{sponsor.affiliateTeams.join(', ')}</Contact>
          )}
        </dl>
      </div>
    </article>
  );
}

function Contact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** 'https://www.example.com/' reads as 'www.example.com'. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
