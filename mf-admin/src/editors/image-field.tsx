import { useId, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import styles from './editor.module.css';
import { ImagePicker } from './image-picker';
import {
  imageFileProblem,
  imageMessages,
  imageRemovalLabels,
  readAsDataUrl,
  type ImageChoice,
  type ImageChoices,
  type ImagePurpose,
} from './image-file';

/** The logo and the picture of a team or sponsor, side by side, as the add/edit dialogs show them. */
export function ImageFields({
  labels,
  owner,
  chosen,
  onChoose,
}: {
  labels: Record<ImagePurpose, string>;
  /** the team or sponsor edited; none when adding */
  owner: Record<ImagePurpose, string | null> | undefined;
  chosen: ImageChoices;
  onChoose: Dispatch<SetStateAction<ImageChoices>>;
}) {
  return (
    <div className={styles.columns}>
      {(['logo', 'picture'] as const).map((purpose) => (
        <ImageField
          key={purpose}
          purpose={purpose}
          label={labels[purpose]}
          current={owner?.[purpose] ?? null}
          chosen={chosen[purpose]}
          onChoose={(image) => onChoose((current) => ({ ...current, [purpose]: image }))}
        />
      ))}
    </div>
  );
}

/**
 * A logo or picture: what the entity shows now (or the chosen file's preview), a file input, and for an image the
 * entity has, a button that marks it for removal on saving (and one that takes the removal back).
 */
export function ImageField({
  purpose,
  label,
  current,
  chosen,
  onChoose,
}: {
  purpose: ImagePurpose;
  label: string;
  /** the URL of the image the team or sponsor has now */
  current: string | null;
  chosen: ImageChoice;
  onChoose(image: ImageChoice): void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const removed = chosen === 'removed';
  const file = removed ? null : chosen;
  const remove = () => {
    if (input.current) input.current.value = '';
    setProblem(null);
    onChoose('removed');
  };
  const choose = async (file: File | undefined) => {
    if (!file) return onChoose(null);
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) return onChoose(null);
    try {
      onChoose({ file, preview: await readAsDataUrl(file) });
    } catch {
      setProblem(imageMessages.unreadable);
      onChoose(null);
    }
  };
  const shown = removed ? null : (file?.preview ?? current);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.image}>
        {shown ? <img src={shown} alt="" className={styles.preview} /> : <span className={styles.noImage}>Aucune</span>}
        <ImagePicker
          id={id}
          input={input}
          problem={problem}
          button="Choisir une image"
          labelled={false}
          chosen={
            file ? file.file.name : removed ? imageRemovalLabels.pending[purpose] : 'JPG, PNG ou SVG, 2 Mo au plus'
          }
          onChoose={(chosen) => void choose(chosen)}
        />
        {current && (
          <button type="button" className={styles.button} onClick={removed ? () => onChoose(null) : remove}>
            {removed ? imageRemovalLabels.undo : imageRemovalLabels.remove[purpose]}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
