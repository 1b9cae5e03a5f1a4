export { JoinLeagueDialog } from './join-league-dialog';
export { JoinTeamDialog } from './join-team-dialog';
