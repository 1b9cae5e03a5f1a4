export { RegisterDialog, SIGN_UP_CLOSE_DELAY_MS } from './register-dialog';
