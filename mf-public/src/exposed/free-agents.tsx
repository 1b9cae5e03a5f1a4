import { FreeAgentsPage } from '../free-agents';

export default FreeAgentsPage;
