import { RegisterDialog } from '../sign-up';

export default RegisterDialog;
