import { PreferencesDialog } from '../preferences';

export default PreferencesDialog;
