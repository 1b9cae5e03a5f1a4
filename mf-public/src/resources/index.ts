export { ResourcePage, ResourceView } from './resource-page';
export { useResource } from './use-resource';
