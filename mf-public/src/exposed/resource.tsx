import { ResourcePage } from '../resources';

export default ResourcePage;
