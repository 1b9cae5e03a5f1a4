// Answers are checked against the shared schemas in development builds (the write kit's check).
export { checkAnswer as checkContract, type ContractName } from '@league/shared';
