import { JoinLeagueDialog } from '../join';

export default JoinLeagueDialog;
