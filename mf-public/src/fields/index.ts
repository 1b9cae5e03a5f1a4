export { FieldsPage } from './fields-page';
