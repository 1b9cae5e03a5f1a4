import { call, NNBSP, Spinner, type RankingGroup } from '@league/shared';
import { groupLabel, parseCategoryKey } from '@league/shared/rankings';
import { seasonRanking } from '@league/shared/contract';
import { useEffect, useId, useState } from 'react';
import { moved, OrderedList, type OrderedItem } from './ordered-list';
import styles from './settings-tab.module.css';

export type TieDecisions = Record<string, string[]>;

export const tieDecisionsLabels = {
  title: 'Décision de la ligue',
  hint:
    `D’après le classement de la saison en cours${NNBSP}: les équipes à égalité parfaite de chaque poule. Le ` +
    `critère «${NNBSP}Décision de la ligue${NNBSP}» les range dans l’ordre choisi ici.`,
  loading: 'Chargement du classement…',
  failed: 'Impossible de lire le classement',
  none: `Aucune égalité parfaite au classement${NNBSP}: rien à départager.`,
  decide: 'La ligue décide de l’ordre de ces équipes',
} as const;

/** A season group whose complete tie the league may decide: its teams in the decided order, else as listed. */
export interface TieGroup {
  category: string;
  title: string;
  teams: OrderedItem[];
}

function titleOf(category: string): string {
  try {
    const { division, pool } = parseCategoryKey(category);
    return groupLabel(division, pool);
  } catch {
    return category;
  }
}

/**
 * The groups to decide: those whose rows share a rank, and those already decided (a decision separates the teams,
 * so the standings no longer show them tied). A decided team no longer in the group is left out.
 */
export function tieGroups(groups: readonly RankingGroup[], decisions: Readonly<TieDecisions>): TieGroup[] {
  return groups.flatMap((group) => {
    const names = new Map(group.rows.map((row) => [row.teamId, row.team]));
    const tied = group.rows
      .filter((row, index) => [group.rows[index - 1], group.rows[index + 1]].some((next) => next?.rank === row.rank))
      .map((row) => row.teamId);
    const decided = (decisions[group.category] ?? []).filter((id) => names.has(id));
    const order = [...decided, ...tied.filter((id) => !decided.includes(id))];
    if (order.length < 2) return [];
    return [
      {
        category: group.category,
        title: titleOf(group.category),
        teams: order.map((id) => ({ key: id, label: names.get(id) ?? id })),
      },
    ];
  });
}

type Read = { status: 'loading' } | { status: 'failed' } | { status: 'done'; groups: RankingGroup[] };

/**
 * The league's decision for complete ties (the setting `tieDecisions`): per group tied in the standings, whether the
 * league decides, and in which order. Read from the current season's standings when the criterion is chosen.
 */
export function TieDecisionsField({
  value,
  onChange,
}: {
  value: Readonly<TieDecisions>;
  onChange(value: TieDecisions): void;
}) {
  const titleId = useId();
  const [read, setRead] = useState<Read>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    call(seasonRanking).then(
      (answer) => live && setRead({ status: 'done', groups: answer.groups }),
      () => live && setRead({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  let content;
  if (read.status === 'loading') content = <Spinner label={tieDecisionsLabels.loading} />;
  else if (read.status === 'failed') content = <p role="alert">{tieDecisionsLabels.failed}</p>;
  else {
    const groups = tieGroups(read.groups, value);
    content =
      groups.length === 0 ? (
        <p className={styles.hint}>{tieDecisionsLabels.none}</p>
      ) : (
        groups.map((group) => <TieGroupDecision key={group.category} group={group} value={value} onChange={onChange} />)
      );
  }
  return (
    <div className={styles.decisions} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.subtitle}>
        {tieDecisionsLabels.title}
      </p>
      <p className={styles.hint}>{tieDecisionsLabels.hint}</p>
      {content}
    </div>
  );
}

function TieGroupDecision({
  group,
  value,
  onChange,
}: {
  group: TieGroup;
  value: Readonly<TieDecisions>;
  onChange(value: TieDecisions): void;
}) {
  const legendId = useId();
  const decided = group.category in value;
  const ids = group.teams.map((team) => team.key);
  const decide = (on: boolean) => {
    const { [group.category]: _dropped, ...others } = value;
    onChange(on ? { ...others, [group.category]: ids } : others);
  };
  return (
    <fieldset className={styles.link}>
      <legend id={legendId}>{group.title}</legend>
      <label className={styles.check}>
        <input type="checkbox" checked={decided} onChange={(event) => decide(event.target.checked)} />
        <span>{tieDecisionsLabels.decide}</span>
      </label>
      {decided ? (
        <OrderedList
          labelledBy={legendId}
          items={group.teams}
          onMove={(from, to) => onChange({ ...value, [group.category]: moved(ids, from, to) })}
        />
      ) : (
        <p className={styles.hint}>{group.teams.map((team) => team.label).join(', ')}</p>
      )}
    </fieldset>
  );
}
