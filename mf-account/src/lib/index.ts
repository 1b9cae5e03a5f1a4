export { errorText, NETWORK_FAILURE } from './error-text';
export { submitOnEnter } from './submit-on-enter';
export { useAction, type Action, type Outcome } from './use-action';
