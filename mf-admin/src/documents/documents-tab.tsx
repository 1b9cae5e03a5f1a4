import { call, messages, paths } from '@league/shared';
import { documentKey, isTemplateDocument, TEMPLATE_DOCUMENT_TITLE } from '@league/shared/validation';
import { addResource, editResource, removeResource, resource, resources } from '@league/shared/contract';
import type { Resource } from '@league/shared/schemas';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from '@league/shared/router';
import { AdminList, FormField, specFailure, type FieldsProps } from '../lists/admin-list';
import { useListRead } from '../lists/use-list-read';
import { HomeTexts } from './home-texts';
import styles from './documents-tab.module.css';

/** TipTap is loaded when a page's dialog opens: the list alone does not need it. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

type Summary = Pick<Resource, 'name' | 'title'>;
/** `content` is null while an existing page's text is read. */
export interface DocumentDraft {
  title: string;
  content: string | null;
}

const createPage = (draft: DocumentDraft) =>
  call(addResource, {
    params: { resourceName: documentKey(draft.title) },
    body: { title: draft.title.trim(), data: draft.content ?? '' },
  });

/** A rename sends the new title only when it changed, the content only once it was read. */
const editPage = (page: Summary, draft: DocumentDraft) =>
  call(editResource, {
    params: { resourceName: page.name },
    body: {
      resource: page.title,
      ...(draft.title.trim() !== page.title ? { newName: draft.title.trim() } : {}),
      ...(draft.content !== null ? { data: draft.content } : {}),
    },
  });

/** A page's address as people read it (the link itself is percent-encoded). */
const readableAddress = (name: string) => `/resources/${name}`;

/** The title gives the page's address; the template's title is kept for the « new page » entry. */
export function documentProblem(draft: DocumentDraft): string | null {
  if (!draft.title.trim()) return 'Le titre est requis';
  if (isTemplateDocument(draft.title)) return `Choisissez un autre titre que «\u202f${TEMPLATE_DOCUMENT_TITLE}\u202f»`;
  return draft.content === null ? 'Lecture du contenu…' : null;
}

function DocumentFields({ draft, change, item, errors }: FieldsProps<Summary, DocumentDraft>) {
  useEffect(() => {
    if (!item || draft.content !== null) return;
    let live = true;
    call(resource, { params: { resourceName: item.name } }).then(
      (page) => live && change({ content: page.content }),
      () => live && change({ content: '' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the content is read once, when the dialog opens
  }, []);
  const key = draft.title.trim() ? documentKey(draft.title) : '';
  return (
    <>
      <FormField label="Titre" error={errors.title ?? errors.newName}>
        <input value={draft.title} maxLength={200} onChange={(event) => change({ title: event.target.value })} />
      </FormField>
      <p className={styles.address}>
        Adresse de la page{'\u202f'}: <code>{key ? readableAddress(key) : '—'}</code>
        {item && key && key !== item.name && (
          <span> (renommée{'\u202f'}: l'ancienne adresse ne mènera plus à la page)</span>
        )}
      </p>
      {draft.content === null ? (
        <p>Lecture du contenu…</p>
      ) : (
        <Suspense fallback={<p>Chargement de l'éditeur…</p>}>
          <RichTextEditor
            label="Contenu de la page"
            value={draft.content}
            onChange={(content) => change({ content })}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The admin tab « Documents »: the information pages. Create, edit the content, rename (the address
 * follows the title) and remove; the menus are read again after each change, and visitors get the
 * new content on their next read (the pages are sent with no-cache).
 */
export function DocumentsTab() {
  const { items, loadError } = useListRead(
    'resources',
    () => call(resources).then((answer) => answer.resources),
    messages.resourceListFailed,
  );
  const [query] = useSearchParams();
  return (
    <>
      <AdminList<Summary, DocumentDraft>
        title="Pages d'information"
        items={items}
        loadError={loadError}
        keyOf={(page) => page.name}
        searchText={(page) => page.title}
        columns={[
          { label: 'Titre', value: (page) => page.title, sort: (page) => page.title },
          {
            label: 'Adresse',
            value: (page) => (
              <a href={paths.resource(page.name)} target="_blank" rel="noreferrer">
                {readableAddress(page.name)}
              </a>
            ),
          },
        ]}
        writeKey="resources"
        form={{
          blank: () => ({ title: '', content: '' }),
          fromItem: (page) => ({ title: page.title, content: null }),
          problem: documentProblem,
          Fields: DocumentFields,
          wide: true,
          conflictField: 'title',
        }}
        add={{
          call: createPage,
          failure: () => specFailure("La page n'a pas pu être créée"),
          success: (draft) => `Page «\u202f${draft.title.trim()}\u202f» créée`,
        }}
        edit={{
          call: editPage,
          failure: () => specFailure("La page n'a pas pu être enregistrée"),
          success: (_page, draft) => `Page «\u202f${draft.title.trim()}\u202f» enregistrée`,
        }}
        remove={{
          call: (page) => call(removeResource, { params: { resourceName: page.name } }),
          failure: () => specFailure("La page n'a pas pu être supprimée"),
          success: (page) => `Page «\u202f${page.title}\u202f» supprimée`,
          question: (page) => ({
            title: 'Supprimer cette page\u202f?',
            text: `La page «\u202f${page.title}\u202f» et son contenu seront supprimés du site.`,
            confirm: 'Supprimer la page',
          }),
        }}
        startAdding={query.has('nouveau')}
        labels={{
          add: 'Nouvelle page',
          edit: (page) => `Modifier «\u202f${page.title}\u202f»`,
          item: (page) => `la page ${page.title}`,
          empty: "Aucune page d'information.",
        }}
      />
      <HomeTexts />
    </>
  );
}
