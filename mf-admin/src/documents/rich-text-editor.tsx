import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import styles from './rich-text-editor.module.css';

/**
 * The information pages' editor for people who do not write HTML (TipTap, loaded only with the admin tab that
 * uses it): headings, bold, italic, lists and links from a French toolbar. It produces the HTML the
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

type Command = { label: string; active?: boolean; run(): void; text: string; look?: 'bold' | 'italic' };

function Toolbar({ editor }: { editor: Editor }) {
  const chain = () => editor.chain().focus();
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
    { text: 'Lien', label: 'Lien', active: editor.isActive('link'), run: () => editLink(editor) },
    { text: 'Annuler', label: 'Annuler la dernière modification', run: () => chain().undo().run() },
    { text: 'Rétablir', label: 'Rétablir', run: () => chain().redo().run() },
  ];
  return (
    <div role="toolbar" aria-label="Mise en forme" className={styles.toolbar}>
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

/** Adds, changes or (with an empty answer) removes the link on the selection; only web and mail addresses. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
  const answer = window.prompt('Adresse du lien (https://… ou mailto:…). Laissez vide pour retirer le lien.', current);
  if (answer === null) return;
  const href = answer.trim();
  if (href === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  if (!/^(https?:\/\/|mailto:)/i.test(href)) {
    window.alert('Le lien doit commencer par https://, http:// ou mailto:');
    return;
  }
  editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}
