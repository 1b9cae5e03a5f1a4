import { lazily } from './lazily';

const collator = lazily(() => new Intl.Collator('fr-CA', { sensitivity: 'base' }));

/** Orders names as a French reader expects (accents and case ignored): teams, players, sponsors. */
export function compareFrench(a: string, b: string): number {
  return collator().compare(a, b);
}
