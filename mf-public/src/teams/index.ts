export { TeamsPage } from './teams-page';
