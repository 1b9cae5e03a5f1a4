import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState, type ReactNode } from 'react';
import { LinkDialog, type PageLink } from './link-dialog';
import styles from './rich-text-editor.module.css';

/**
 * The information pages' editor for people who do not write HTML (TipTap, loaded only with the admin tab that
 * uses it): headings, bold, italic, lists and links (through the site's own link dialog) from a French toolbar;
 * undo and redo are icons (« Défaire », « Refaire ») so that no second « Annuler » sits beside the dialog's. It produces the HTML the
 * server keeps after sanitising (the same elements), so what is seen here is what visitors get.
 */
export default function RichTextEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  /** the initial HTML: the editor owns the content afterwards */
  value: string;
  onChange(html: string): void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // only what the public page shows (SafeHtml keeps headings, paragraphs, emphasis, lists and links)
        heading: { levels: [2, 3] },
        underline: false,
        strike: false,
        blockquote: false,
        horizontalRule: false,
        code: false,
        codeBlock: false,
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    shouldRerenderOnTransaction: true,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  return (
    <div className={styles.editor}>
      {editor && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className={styles.content} />
    </div>
  );
}

type Command = { label: string; active?: boolean; run(): void; text: ReactNode; look?: 'bold' | 'italic' };

/** A curved arrow (undo), mirrored for redo: drawn, so no missing glyph shows as a box. */
const HistoryIcon = ({ mirrored = false }: { mirrored?: boolean }) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    aria-hidden="true"
    focusable="false"
    style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
  >
    <path
      d="M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** The link under the cursor or the selection, as the link dialog starts from it. */
function selectedLink(editor: Editor): PageLink {
  const { from, to } = editor.state.selection;
  const href = (editor.getAttributes('link').href as string | undefined) ?? '';
  return { href, text: editor.state.doc.textBetween(from, to, ' ') };
}

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
  const [link, setLink] = useState<{ link: PageLink; editing: boolean } | null>(null);
  const commands: Command[] = [
    { text: 'G', look: 'bold', label: 'Gras', active: editor.isActive('bold'), run: () => chain().toggleBold().run() },
    {
      text: 'I',
      look: 'italic',
      label: 'Italique',
      active: editor.isActive('italic'),
      run: () => chain().toggleItalic().run(),
    },
    {
      text: 'Titre',
      label: 'Titre de section',
      active: editor.isActive('heading', { level: 2 }),
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      text: 'Sous-titre',
      label: 'Sous-titre',
      active: editor.isActive('heading', { level: 3 }),
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      text: 'Liste',
      label: 'Liste à puces',
      active: editor.isActive('bulletList'),
      run: () => chain().toggleBulletList().run(),
    },
    {
      text: '1. 2. 3.',
      label: 'Liste numérotée',
      active: editor.isActive('orderedList'),
      run: () => chain().toggleOrderedList().run(),
    },
    {
      text: 'Lien',
      label: 'Lien',
      active: editor.isActive('link'),
      run: () => setLink({ link: selectedLink(editor), editing: editor.isActive('link') }),
    },
    { text: <HistoryIcon />, label: 'Défaire', run: () => chain().undo().run() },
    { text: <HistoryIcon mirrored />, label: 'Refaire', run: () => chain().redo().run() },
  ];
  return (
    <div role="toolbar" aria-label="Mise en forme" className={styles.toolbar}>
      {link && (
        <LinkDialog
          link={link.link}
          editing={link.editing}
          onApply={(chosen) => applyLink(editor, chosen, link.link)}
          onRemove={() => chain().extendMarkRange('link').unsetLink().run()}
          onClose={() => setLink(null)}
        />
      )}
      {commands.map((command) => (
        <button
          key={command.label}
          type="button"
          title={command.label}
          className={command.look ? styles[command.look] : undefined}
          aria-label={command.label}
          aria-pressed={command.active === undefined ? undefined : command.active}
          onMouseDown={(event) => event.preventDefault()}
          onClick={command.run}
        >
          {command.text}
        </button>
      ))}
    </div>
  );
}

/**
 * Puts the link on the selection; new words (nothing was selected, or the text was changed) replace it, carrying
 * the link. The dialog has checked the address (web or mail only).
 */
function applyLink(editor: Editor, chosen: PageLink, before: PageLink) {
  const chain = editor.chain().focus().extendMarkRange('link');
  if (chosen.text === before.text && before.text !== '') {
    chain.setLink({ href: chosen.href }).run();
    return;
  }
  chain
    .insertContent({ type: 'text', text: chosen.text, marks: [{ type: 'link', attrs: { href: chosen.href } }] })
    .run();
}
