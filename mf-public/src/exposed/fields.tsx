import { FieldsPage } from '../fields';

export default FieldsPage;
