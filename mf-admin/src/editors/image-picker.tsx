import type { ReactNode, RefObject } from 'react';
import styles from './editor.module.css';
import { IMAGE_ACCEPT } from './image-file';

/**
 * An image file input behind a French « Choisir… » button, with what was chosen (or what may be) beside it. The
 * browser's own file button speaks the browser's language: a French one stands in for it. `labelled`: the button is
 * the field's only label (else the field has its own, and the button is hidden from screen readers).
 */
export function ImagePicker({
  id,
  input,
  problem,
  button,
  buttonClassName,
  labelled,
  chosen,
  onChoose,
}: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  problem: string | null;
  button: string;
  buttonClassName?: string;
  labelled: boolean;
  chosen: ReactNode;
  onChoose(file: File | undefined): void;
}) {
  return (
    <span className={styles.picker}>
      <input
        id={id}
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className={styles.file}
        aria-describedby={`${id}-chosen${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      <label
        htmlFor={id}
        className={`${styles.button}${buttonClassName ? ` ${buttonClassName}` : ''}`}
        aria-hidden={labelled ? undefined : 'true'}
      >
        {button}
      </label>
      <span id={`${id}-chosen`} className={styles.chosen}>
        {chosen}
      </span>
    </span>
  );
}
