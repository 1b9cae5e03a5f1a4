// The write kit's failure text, kept under its old name for the dialogs.
export { errorText, NETWORK_FAILURE } from '@league/shared';
