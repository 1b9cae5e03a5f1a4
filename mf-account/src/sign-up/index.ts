export { RegisterDialog } from './register-dialog';
