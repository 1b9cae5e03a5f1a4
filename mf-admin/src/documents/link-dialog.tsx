import { Dialog } from '@league/shared';
import { useId, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import listStyles from '../lists/admin-list.module.css';

/** A link of the page editor: where it goes and the words that carry it. */
export interface PageLink {
  href: string;
  text: string;
}

export const linkMessages = {
  title: 'Lien',
  href: 'Adresse du lien',
  text: 'Texte du lien',
  textHint: 'Vide\u202f: l’adresse elle-même',
  hrefMissing: 'L’adresse du lien est requise',
  hrefScheme: 'L’adresse doit commencer par https://, http:// ou mailto:',
  hrefInvalid: 'Adresse invalide\u202f: elle ne peut contenir d’espace, et un courriel doit avoir la forme nom@domaine',
  insert: 'Insérer le lien',
  save: 'Enregistrer le lien',
  remove: 'Supprimer le lien',
} as const;

/** Only web and mail addresses: what the public pages keep after sanitising. */
export function linkProblem(href: string): string | null {
  const address = href.trim();
  if (address === '' || /^(https?:\/\/|mailto:)$/i.test(address)) return linkMessages.hrefMissing;
  if (!/^(https?:\/\/|mailto:)/i.test(address)) return linkMessages.hrefScheme;
  const valid = /^mailto:/i.test(address)
    ? /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i.test(address)
    : /^https?:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*$|^https?:\/\/localhost(:\d+)?(\/[^\s]*)?$/i.test(address);
  return valid ? null : linkMessages.hrefInvalid;
}

/**
 * The page editor's small link dialog (instead of the browser's prompt): the address and the text, checked before
 * anything changes; an existing link can be removed. Opened over the page's dialog, in a portal (a form may not sit
 * inside the page's form).
 */
export function LinkDialog({
  link,
  editing,
  onApply,
  onRemove,
  onClose,
}: {
  link: PageLink;
  /** the selection is already a link: « Enregistrer le lien » and « Supprimer le lien » */
  editing: boolean;
  onApply(link: PageLink): void;
  onRemove(): void;
  onClose(): void;
}) {
  const id = useId();
  const [href, setHref] = useState(link.href);
  const [text, setText] = useState(link.text);
  const [tried, setTried] = useState(false);
  const problem = tried ? linkProblem(href) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if (linkProblem(href) !== null) return;
    onApply({ href: href.trim(), text: text.trim() || href.trim() });
    onClose();
  };

  return createPortal(
    <Dialog title={linkMessages.title} onClose={onClose} initialFocus="input">
      <form className={listStyles.form} onSubmit={submit} noValidate>
        <label className={listStyles.field}>
          <span>{linkMessages.href}</span>
          <input
            type="url"
            inputMode="url"
            value={href}
            placeholder="https://…"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-href` : undefined}
            onChange={(event) => setHref(event.target.value)}
          />
        </label>
        {problem && (
          <p id={`${id}-href`} className={listStyles.fieldError}>
            {problem}
          </p>
        )}
        <label className={listStyles.field}>
          <span>{linkMessages.text}</span>
          <input
            value={text}
            placeholder={linkMessages.textHint}
            maxLength={500}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <div className={listStyles.buttons}>
          {editing && (
            <button
              type="button"
              className={listStyles.danger}
              onClick={() => {
                onRemove();
                onClose();
              }}
            >
              {linkMessages.remove}
            </button>
          )}
          <button type="submit" className={listStyles.primary}>
            {editing ? linkMessages.save : linkMessages.insert}
          </button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
