export { FreeAgentsPage } from './free-agents-page';
