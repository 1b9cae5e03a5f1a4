import { useId, useState } from 'react';
import styles from './editor.module.css';
import { IMAGE_ACCEPT, imageFileProblem, imageMessages, readAsDataUrl, type ChosenImage } from './image-file';

/** A logo or picture: what the entity shows now (or the chosen file's preview) and a file input. */
export function ImageField({
  label,
  current,
  chosen,
  onChoose,
}: {
  label: string;
  /** the URL of the image the team or sponsor has now */
  current: string | null;
  chosen: ChosenImage | null;
  onChoose(image: ChosenImage | null): void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
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
  const shown = chosen?.preview ?? current;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.image}>
        {shown ? <img src={shown} alt="" className={styles.preview} /> : <span className={styles.noImage}>Aucune</span>}
        <span className={styles.picker}>
          {/* the browser's own file button speaks the browser's language: a French one stands in for it */}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.file}
            aria-describedby={`${id}-chosen${problem ? ` ${id}-problem` : ''}`}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor={id} className={styles.button} aria-hidden="true">
            Choisir une image
          </label>
          <span id={`${id}-chosen`} className={styles.chosen}>
            {chosen ? chosen.file.name : 'JPG, PNG ou SVG, 2 Mo au plus'}
          </span>
        </span>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.error}>
          {problem}
        </p>
      )}
    </div>
  );
}
