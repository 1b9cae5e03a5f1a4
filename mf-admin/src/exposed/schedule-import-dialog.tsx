import { ScheduleImportDialog } from '../results/schedule-import-dialog';

export default ScheduleImportDialog;
