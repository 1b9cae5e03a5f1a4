import { useEffect, useId, useRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './form.module.css';

interface Described {
  label: string;
  hint?: string;
  /** the problem with this field, shown under it, read with it, and scrolled into view when it appears */
  error?: string | null;
}

/** The ids a control is described by (its hint, its error), and the props that wire them. */
function useDescription(id: string, hint: string | undefined, error: string | null | undefined) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    control: { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined },
    below: (
      <>
        {hint && (
          <small id={`${id}-hint`} className={styles.hint}>
            {hint}
          </small>
        )}
        <FieldError id={`${id}-error`} message={error} />
      </>
    ),
  };
}

/**
 * A field's error: announced at once, and brought into view (a long dialog can hide it below the fold).
 * `focusable`: a form's own error can take the focus (tabindex -1) when nothing else is the place for it.
 */
function FieldError({
  id,
  message,
  focusable = false,
}: {
  id: string;
  message: string | null | undefined;
  focusable?: boolean;
}) {
  const element = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) element.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message]);
  if (!message) return null;
  return (
    <p ref={element} id={id} role="alert" className={styles.fieldError} tabIndex={focusable ? -1 : undefined}>
      {message}
    </p>
  );
}

/** A labelled one-line field, with an optional hint and error read with it. */
export function Field({ label, hint, error, ...input }: Described & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const description = useDescription(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input id={id} className={styles.input} {...description.control} {...input} />
      {description.below}
    </div>
  );
}

/** A labelled text area (Enter is a new line there, not a submission). */
export function TextAreaField({
  label,
  hint,
  error,
  ...area
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  const description = useDescription(id, hint, error);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea id={id} className={styles.input} {...description.control} {...area} />
      {description.below}
    </div>
  );
}

export function CheckboxField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}

export { FieldError };
