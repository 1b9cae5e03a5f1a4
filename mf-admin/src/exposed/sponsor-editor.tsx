import { SponsorEditorDialog } from '../sponsors/sponsor-editor-dialog';

export default SponsorEditorDialog;
