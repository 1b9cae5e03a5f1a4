export { RankingPage } from './ranking-page';
export { RankingTable } from './ranking-table';
export { useSeriesRanking } from './ranking-reads';
export {
  byDivision,
  categoryOf,
  divisionTitle,
  groupByCategory,
  hasPool,
  poolOfCategory,
  poolTitle,
  seedLabel,
} from './category-labels';
