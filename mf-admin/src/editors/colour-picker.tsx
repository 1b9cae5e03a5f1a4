import { Dialog, textColorOn } from '@league/shared';
import { useId, useState } from 'react';
import styles from './editor.module.css';

/** The colour picker: a palette of team colours, or any colour; the choice goes back through `onPick`. */
export const colourPickerLabels = {
  title: 'Choisir une couleur',
  palette: 'Couleurs proposées',
  other: 'Autre couleur',
  pick: 'Choisir',
  swatch: (colour: string) => `Couleur ${colour}`,
} as const;

export const PALETTE = [
  '#000000',
  '#ffffff',
  '#7f7f7f',
  '#1f3a93',
  '#1f77b4',
  '#17becf',
  '#2ca02c',
  '#0b6e4f',
  '#bcbd22',
  '#ffcc00',
  '#ff7f0e',
  '#d62728',
  '#8b0000',
  '#e377c2',
  '#9467bd',
  '#8c564b',
] as const;

const HEX = /^#[0-9a-f]{6}$/i;

export function ColourPickerDialog({
  colour,
  onPick,
  onClose,
}: {
  colour: string;
  onPick(colour: string): void;
  onClose(): void;
}) {
  const [chosen, setChosen] = useState(HEX.test(colour) ? colour.toLowerCase() : '#000000');
  const otherId = useId();
  return (
    <Dialog title={colourPickerLabels.title} onClose={onClose}>
      <form
        className="league-form"
        onSubmit={(event) => {
          event.preventDefault();
          onPick(chosen);
          onClose();
        }}
      >
        <fieldset className={styles.swatches}>
          <legend className={styles.field}>{colourPickerLabels.palette}</legend>
          {PALETTE.map((swatch) => (
            <button
              key={swatch}
              type="button"
              className={styles.swatch}
              style={{ background: swatch, color: textColorOn(swatch) }}
              aria-label={colourPickerLabels.swatch(swatch)}
              aria-pressed={chosen === swatch}
              onClick={() => setChosen(swatch)}
            />
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={otherId}>{colourPickerLabels.other}</label>
          <div className={styles.colour}>
            <input
              id={otherId}
              type="color"
              className={styles.chip}
              value={chosen}
              onChange={(event) => setChosen(event.target.value.toLowerCase())}
            />
            <output>{chosen}</output>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {colourPickerLabels.pick}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
