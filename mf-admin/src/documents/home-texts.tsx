import { call } from '@league/shared';
import { editHomeText, homeText } from '@league/shared/contract';
import { lazy, Suspense, useEffect } from 'react';
import { AdminList, specFailure, type FieldsProps } from '../lists/admin-list';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The home page's texts, by their fixed names. */
const HOME_TEXTS = [
  { name: 'league_descr_short', title: 'Description courte de la ligue' },
  { name: 'league_descr_long', title: 'Description longue de la ligue' },
  { name: 'league_join', title: 'Message «\u202fIntégrer la ligue\u202f»' },
] as const;
type HomeText = (typeof HOME_TEXTS)[number];
type Draft = { content: string | null };

const read = (name: HomeText['name']) => call(homeText, { params: { name } }).then((text) => text.content);

function HomeTextFields({ draft, change, item }: FieldsProps<HomeText, Draft>) {
  useEffect(() => {
    if (!item || draft.content !== null) return;
    let live = true;
    read(item.name).then(
      (content) => live && change({ content }),
      () => live && change({ content: '' }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the text is read once, when the dialog opens
  }, []);
  if (draft.content === null) return <p>Lecture du texte…</p>;
  return (
    <Suspense fallback={<p>Chargement de l'éditeur…</p>}>
      <RichTextEditor label="Texte" value={draft.content} onChange={(content) => change({ content })} />
    </Suspense>
  );
}

/** The league's descriptions and join message, edited with the pages' editor (no add, no remove, no rename). */
export function HomeTexts() {
  return (
    <AdminList<HomeText, Draft>
      title="Textes de la page d'accueil"
      items={HOME_TEXTS}
      keyOf={(text) => text.name}
      searchText={(text) => text.title}
      columns={[{ label: 'Texte', value: (text) => text.title }]}
      writeKey="homeTexts"
      form={{
        blank: () => ({ content: '' }),
        fromItem: () => ({ content: null }),
        problem: (draft) => (draft.content === null ? 'Lecture du texte…' : null),
        Fields: HomeTextFields,
        wide: true,
      }}
      edit={{
        call: (text, draft) => call(editHomeText, { params: { name: text.name }, body: { data: draft.content ?? '' } }),
        failure: () => specFailure("Le texte n'a pas pu être enregistré"),
        success: (text) => `${text.title}\u202f: enregistré`,
      }}
      labels={{
        edit: (text) => `Modifier\u202f: ${text.title}`,
        item: (text) => `le texte ${text.title}`,
        empty: 'Aucun texte.',
      }}
    />
  );
}
