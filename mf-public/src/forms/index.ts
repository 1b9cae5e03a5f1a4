export { MailForm } from './mail-form';
export { formLabels, type MailRequest } from './mail-request';
