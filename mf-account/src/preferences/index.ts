export { PreferencesDialog, type PreferencesDialogProps } from './preferences-dialog';
