import { compareFrench } from '../french-order';
import type { Sponsor } from '../schemas/entities';

/** The sponsor order, best tier first; '' is a sponsor without a tier. */
export const SPONSOR_TIERS = ['Platinum', 'Gold', 'Silver', 'Bronze', ''] as const;
export type SponsorTier = (typeof SPONSOR_TIERS)[number];

/** The tiers' French labels. */
export const SPONSOR_TIER_LABELS: Readonly<Record<SponsorTier, string>> = {
  Platinum: 'Platine',
  Gold: 'Or',
  Silver: 'Argent',
  Bronze: 'Bronze',
  '': 'Aucun',
};

/** Where a tier sorts; a value the league does not know sorts with the untiered sponsors, never first. */
export function sponsorTierRank(tier: string): number {
  const rank = (SPONSOR_TIERS as readonly string[]).indexOf(tier);
  return rank === -1 ? SPONSOR_TIERS.length - 1 : rank;
}

export function sponsorTierLabel(tier: string): string {
  return SPONSOR_TIER_LABELS[SPONSOR_TIERS[sponsorTierRank(tier)] ?? ''];
}

/** Best tier first, then by name as a French reader expects (accents ignored). */
export function sortSponsors<S extends Pick<Sponsor, 'name' | 'sponsorType'>>(sponsors: readonly S[]): S[] {
  return [...sponsors].sort(
    (a, b) => sponsorTierRank(a.sponsorType) - sponsorTierRank(b.sponsorType) || compareFrench(a.name, b.name),
  );
}

export interface SponsorTierGroup<S> {
  tier: SponsorTier;
  label: string;
  sponsors: S[];
}

/** The tiers that have sponsors, best first, each with its sponsors sorted by name. */
export function sponsorsByTier<S extends Pick<Sponsor, 'name' | 'sponsorType'>>(
  sponsors: readonly S[],
): SponsorTierGroup<S>[] {
  const groups: SponsorTierGroup<S>[] = [];
  for (const sponsor of sortSponsors(sponsors)) {
    const tier = SPONSOR_TIERS[sponsorTierRank(sponsor.sponsorType)] ?? '';
    const last = groups[groups.length - 1];
    if (last?.tier === tier) last.sponsors.push(sponsor);
    else groups.push({ tier, label: SPONSOR_TIER_LABELS[tier], sponsors: [sponsor] });
  }
  return groups;
}
