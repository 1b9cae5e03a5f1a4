export { Page, SITE_NAME } from './page';
export { Dialog } from './dialog';
export { Spinner } from './spinner';
