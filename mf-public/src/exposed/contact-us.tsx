import { ContactPage } from '../contact';

export default ContactPage;
