import { JoinTeamDialog } from '../join';

export default JoinTeamDialog;
