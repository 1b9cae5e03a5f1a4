import { SchedulePage } from '../schedule';

export default SchedulePage;
