export { SeriesPage } from './series-page';
export { SeriesMatchPage } from './series-match-page';
