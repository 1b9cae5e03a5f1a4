export { ResourcePage } from './resource-page';
