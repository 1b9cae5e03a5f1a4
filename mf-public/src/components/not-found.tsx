import { Page } from '@league/shared';
import { Link } from '@league/shared/router';
import styles from './not-found.module.css';

export interface NotFoundProps {
  /** the page's heading, e.g. 'Équipe introuvable' */
  title: string;
  /** what was looked for and not found, in a sentence */
  message: string;
  /** where to go instead, e.g. '/teams' */
  backTo: string;
  backLabel: string;
}

/** The page shown for an address naming something the league does not have (a team, a match, a page). */
export function NotFound({ title, message, backTo, backLabel }: NotFoundProps) {
  return (
    <Page title={title}>
      <div className={styles.panel}>
        <p>{message}</p>
        <p>
          <Link to={backTo}>{backLabel}</Link>
        </p>
      </div>
    </Page>
  );
}
