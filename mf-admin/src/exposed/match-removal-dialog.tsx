import { MatchRemovalDialog } from '../results/match-removal-dialog';

export default MatchRemovalDialog;
