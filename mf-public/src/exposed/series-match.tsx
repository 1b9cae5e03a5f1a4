import { SeriesMatchPage } from '../series';

export default SeriesMatchPage;
