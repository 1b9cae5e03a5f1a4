import { ColourPickerDialog } from '../editors/colour-picker';

export default ColourPickerDialog;
