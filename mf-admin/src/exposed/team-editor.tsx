import { TeamEditorDialog } from '../teams/team-editor-dialog';

export default TeamEditorDialog;
