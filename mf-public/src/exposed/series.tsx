import { SeriesPage } from '../series';

export default SeriesPage;
