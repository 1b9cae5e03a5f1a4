import { TimeslotConfirmationDialog } from '../timeslots/confirmation-dialog';

export default TimeslotConfirmationDialog;
