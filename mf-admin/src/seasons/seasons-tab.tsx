import { call, messages } from '@league/shared';
import { seasons } from '@league/shared/contract';
import type { Archive } from '@league/shared/schemas';
import { useCallback, useEffect, useState } from 'react';
import { ArchiveSeasonStep } from './archive-season-step';
import { ArchivesList } from './archives-list';
import { NewSeasonStep } from './new-season-step';
import ui from '../admin-ui/tab.module.css';

/**
 * Seasons (admin tab « Saisons »): close the current season into an archive, start the next one (its teams, divisions
 * and pools), rename archives.
 */
export function SeasonsTab() {
  const [archives, setArchives] = useState<Archive[]>([]);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setArchives((await call(seasons)).archives);
      setError(null);
    } catch {
      setError(messages.archivesFailed);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  return (
    <>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      <ArchiveSeasonStep onArchived={(answer) => setArchives(answer.archives)} />
      <NewSeasonStep />
      <ArchivesList archives={archives} onChange={setArchives} />
    </>
  );
}
