export { SponsorsPage } from './sponsors-page';
