import { MatchAddDialog } from '../results/match-add-dialog';

export default MatchAddDialog;
