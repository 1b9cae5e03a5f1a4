import { TimeslotsPage } from '../timeslots/timeslots-page';

export default TimeslotsPage;
