import { ResultDecisionDialog } from '../results/result-decision-dialog';

export default ResultDecisionDialog;
