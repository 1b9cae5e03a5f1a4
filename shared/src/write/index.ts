export { useLeagueWrite, type LeagueWrite } from './use-league-write';
export { runLeagueWrite, type WriteOptions, type WriteOutcome } from './run-write';
export { checkAnswer, type ContractName } from './contract';
export { errorText, NETWORK_FAILURE } from './error-text';
