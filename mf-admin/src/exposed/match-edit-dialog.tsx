import { MatchEditDialog } from '../results/match-edit-dialog';

export default MatchEditDialog;
