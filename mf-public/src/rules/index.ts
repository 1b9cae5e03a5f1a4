export { RulesPage } from './rules-page';
