import { SponsorsPage } from '../sponsors';

export default SponsorsPage;
