import { LoginDialog } from '../login';

export default LoginDialog;
