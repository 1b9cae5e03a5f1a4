import { RulesPage } from '../rules';

export default RulesPage;
