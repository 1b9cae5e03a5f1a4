/**
 * How people read the league's groupings, the same on the pages and in what the server writes about them (a page's
 * description, a mail): 'Division A', 'Poule Est', 'Division A, poule Est, 1er'.
 */
import { DEFAULT_POOL_LABEL } from '../constants';

/** Empty and the placeholder 'N/A' both mean a division without pools. */
export function hasPool(pool: string): boolean {
  const trimmed = pool.trim();
  return trimmed !== '' && trimmed !== DEFAULT_POOL_LABEL;
}

export function divisionTitle(division: string): string {
  return division.trim() === '' ? 'Sans division' : `Division ${division}`;
}

export function poolTitle(pool: string): string {
  return hasPool(pool) ? `Poule ${pool}` : 'Poule unique';
}

/** 'Division A, poule Est', 'Division B', 'Sans division': a group named in a sentence. */
export function groupLabel(division: string, pool: string): string {
  return hasPool(pool) ? `${divisionTitle(division)}, poule ${pool}` : divisionTitle(division);
}

/** French ordinals of a rank: 1er, 2e, 3e… */
export function frenchOrdinal(rank: number): string {
  return rank === 1 ? '1er' : `${rank}e`;
}

/** A playoff seed in words, never the key: 'Division A, poule Est, 1er'; 'Division A, 2e' without pools. */
export function seedLabel(division: string, pool: string, rank: number): string {
  return `${groupLabel(division, pool)}, ${frenchOrdinal(rank)}`;
}
