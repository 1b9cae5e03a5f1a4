import type { NoticeChoice } from '@league/shared/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { readNoticeChoices, type NoticeChoiceRow } from './notice-choices-calls';

export type NoticeChoicesState =
  { status: 'loading' | 'failed' } | { status: 'ready'; rows: readonly NoticeChoiceRow[] };

const keyOf = (choice: Pick<NoticeChoice, 'kind' | 'teamId'>) => `${choice.kind}|${choice.teamId}`;

/**
 * The account's notice choices in « Gestion du Compte » (docs/product.md#notices): read when the dialog opens
 * (not while a new password is required: the server refuses everything else then), ticked here, and the changed
 * ones sent with the rest of the form.
 */
export function useNoticeChoices(enabled: boolean) {
  const [state, setState] = useState<NoticeChoicesState>({ status: 'loading' });
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());

  useEffect(() => {
    if (!enabled) return;
    let open = true;
    readNoticeChoices().then(
      (rows) => open && setState({ status: 'ready', rows }),
      () => open && setState({ status: 'failed' }),
    );
    return () => {
      open = false;
    };
  }, [enabled]);

  const rows = useMemo(
    () =>
      state.status === 'ready'
        ? state.rows.map((row) => ({ ...row, wanted: ticked.get(keyOf(row)) ?? row.wanted }))
        : [],
    [state, ticked],
  );
  const changes: NoticeChoice[] = useMemo(
    () =>
      state.status === 'ready'
        ? state.rows
            .filter((row) => (ticked.get(keyOf(row)) ?? row.wanted) !== row.wanted)
            .map(({ kind, teamId, wanted }) => ({ kind, teamId, wanted: !wanted }))
        : [],
    [state, ticked],
  );
  const tick = useCallback((choice: Pick<NoticeChoice, 'kind' | 'teamId'>, wanted: boolean) => {
    setTicked((current) => new Map(current).set(keyOf(choice), wanted));
  }, []);
  return { status: enabled ? state.status : 'off', rows, changes, tick } as const;
}
