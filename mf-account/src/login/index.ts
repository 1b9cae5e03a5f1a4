export { LoginDialog, type LoginDialogProps } from './login-dialog';
