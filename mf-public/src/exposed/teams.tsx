import { TeamsPage } from '../teams';

export default TeamsPage;
