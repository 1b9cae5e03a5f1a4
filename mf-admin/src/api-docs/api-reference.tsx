import { errorText } from '@league/shared';
import { useEffect, useRef, useState } from 'react';
import { groupedByArea, type ApiDocument } from './api-areas';
import { oneMainPlugin } from './one-main';

/**
 * The description names one server, this site, and the page calls it: Swagger UI's server chooser (an unlabelled
 * select, one option) is left out rather than offered.
 */
const oneServerPlugin = () => ({ components: { ServersContainer: () => null } });
import ui from '../admin-ui/tab.module.css';
import styles from './api-docs.module.css';

type Renderer = { specActions: { updateSpec(spec: string): void } };

/**
 * Swagger UI (swagger-ui-dist) and its style load here only: a chunk (and its CSS file) of their own that no other
 * page asks for. « Essayer » sends the calls from this page, with the developer's session cookie.
 */
async function loadRenderer() {
  const [{ default: SwaggerUIBundle }] = await Promise.all([
    import(/* webpackChunkName: "swagger-ui" */ 'swagger-ui-dist/swagger-ui-bundle.js'),
    import(/* webpackChunkName: "swagger-ui" */ 'swagger-ui-dist/swagger-ui.css'),
  ]);
  return SwaggerUIBundle;
}

async function readDocument(): Promise<ApiDocument> {
  const response = await fetch('/api', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`GET /api: HTTP ${response.status}`);
  return (await response.json()) as ApiDocument;
}

export function ApiReference() {
  const node = useRef<HTMLDivElement>(null);
  const renderer = useRef<Renderer | null>(null);
  const [document, setDocument] = useState<ApiDocument | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([readDocument(), loadRenderer()]).then(
      ([loaded, SwaggerUIBundle]) => {
        if (!live || !node.current) return;
        setDocument(loaded);
        renderer.current = SwaggerUIBundle({
          domNode: node.current,
          spec: groupedByArea(loaded),
          plugins: [oneMainPlugin, oneServerPlugin],
          deepLinking: false,
          docExpansion: 'list',
          defaultModelsExpandDepth: -1,
          displayRequestDuration: true,
          requestInterceptor: (request: { credentials?: string }) => ({ ...request, credentials: 'same-origin' }),
        });
      },
      (failure: unknown) => {
        console.error('API page:', failure);
        if (live) setError(`La documentation de l'API n'a pu être chargée. ${errorText(failure)}`);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (document && renderer.current) {
      renderer.current.specActions.updateSpec(JSON.stringify(groupedByArea(document, search)));
    }
  }, [document, search]);

  return (
    <>
      <label className={styles.search}>
        Rechercher un appel (chemin, méthode ou description)
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {!document && !error && <p role="status">Chargement de la documentation…</p>}
      <div ref={node} className={styles.reference} data-testid="api-reference" />
    </>
  );
}
