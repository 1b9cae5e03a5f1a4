import { TeamPage } from '../team';

export default TeamPage;
