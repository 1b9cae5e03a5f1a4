export {
  SPONSOR_TIERS,
  SPONSOR_TIER_LABELS,
  sponsorTierRank,
  sponsorTierLabel,
  sortSponsors,
  sponsorsByTier,
  type SponsorTier,
  type SponsorTierGroup,
} from './tiers';
export { isWebUrl, telephoneHref } from './web-url';
