import { RankingPage } from '../ranking';

export default RankingPage;
