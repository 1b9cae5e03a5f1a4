import { ResultProposalDialog } from '../results/result-proposal-dialog';

export default ResultProposalDialog;
