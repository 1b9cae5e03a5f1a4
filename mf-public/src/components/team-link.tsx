import { paths, TeamChip } from '@league/shared';
import { Link } from '@league/shared/router';
import styles from './team-link.module.css';

/**
 * A team as every public list shows it: its chip, which opens its team page. Never put one inside another
 * link (a series match card is one): use the bare TeamChip there.
 */
export function TeamLink({ name, color }: { name: string; color: string | null | undefined }) {
  return (
    <Link to={paths.team(name)} className={styles.link}>
      <TeamChip name={name} color={color} />
    </Link>
  );
}
