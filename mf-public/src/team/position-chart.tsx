/**
 * A team's rank in its group week by week: a small inline SVG (a polyline, rank 1 at the top, no chart library) and
 * the same numbers as a table behind « Voir le tableau ». Both are drawn from one list, so they cannot disagree.
 */
import { NNBSP, type WeekPosition } from '@league/shared';
import { useId } from 'react';
import styles from './season-glance.module.css';

/** The drawing's own units: at 360 px the chart is drawn at about its size, so its labels stay readable. */
const WIDTH = 320;
const HEIGHT = 180;
const MARGIN = { left: 30, right: 26, top: 14, bottom: 30 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** room a week label needs along the axis ('14 sept.') */
const LABEL_ROOM = 52;

/** The week's Sunday, a calendar day: read in UTC so that no time zone moves it to Saturday. */
const shortDay = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayOf = (week: string) => new Date(`${week}T00:00:00Z`);

/** « 1re », « 3e »: a team (une équipe) is feminine. */
export const rankOrdinal = (rank: number) => (rank === 1 ? '1re' : `${rank}e`);

export const chartLabels = {
  caption: 'Rang dans le groupe, semaine par semaine (1 en haut)',
  showTable: 'Voir le tableau',
  tableCaption: 'Rang dans le groupe, semaine par semaine',
  week: 'Semaine se terminant le',
  rank: 'Rang',
  teams: 'Équipes du groupe',
  point: (position: WeekPosition) =>
    `Semaine se terminant le ${longDay.format(dayOf(position.week))}${NNBSP}: ${rankOrdinal(position.rank)} sur ${position.teams}`,
  summary: (first: WeekPosition, last: WeekPosition, best: number) =>
    `Rang dans le groupe, semaine par semaine, du ${longDay.format(dayOf(first.week))} au ${longDay.format(dayOf(last.week))}${NNBSP}: ` +
    `${rankOrdinal(first.rank)} sur ${first.teams} au départ, ${rankOrdinal(last.rank)} sur ${last.teams} à la fin, ` +
    `meilleur rang ${rankOrdinal(best)}.`,
} as const;

const round = (value: number) => Math.round(value * 10) / 10;

/** Where each week and each rank is drawn; rank 1 at the top, the last rank of the group at the bottom. */
export function chartScale(positions: readonly WeekPosition[]) {
  const teams = Math.max(1, ...positions.map((position) => Math.max(position.teams, position.rank)));
  const last = positions.length - 1;
  return {
    teams,
    x: (index: number) => round(MARGIN.left + (last === 0 ? PLOT_WIDTH / 2 : (index * PLOT_WIDTH) / last)),
    y: (rank: number) => round(MARGIN.top + (teams === 1 ? PLOT_HEIGHT / 2 : ((rank - 1) * PLOT_HEIGHT) / (teams - 1))),
  };
}

/** The ranks labelled on the side: every one in a small group, else about six, always the first and the last. */
export function rankTicks(teams: number): number[] {
  const step = teams <= 8 ? 1 : Math.ceil((teams - 1) / 5);
  const ticks = [];
  for (let rank = 1; rank < teams; rank += step) ticks.push(rank);
  if (teams - (ticks.at(-1) ?? 0) < step / 2) ticks.pop();
  return [...ticks, teams];
}

/** The weeks labelled along the bottom: as many as fit without overlapping, always the first and the last. */
export function weekTicks(count: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const step = Math.ceil(LABEL_ROOM / (PLOT_WIDTH / (count - 1)));
  const ticks = [];
  for (let index = 0; index < count - 1; index += step) ticks.push(index);
  if ((count - 1 - (ticks.at(-1) ?? 0)) * (PLOT_WIDTH / (count - 1)) < LABEL_ROOM && ticks.length > 1) ticks.pop();
  return [...ticks, count - 1];
}

export function PositionChart({ positions }: { positions: readonly WeekPosition[] }) {
  const captionId = useId();
  const first = positions[0];
  const last = positions.at(-1);
  if (!first || !last) return null;
  const { teams, x, y } = chartScale(positions);
  const best = Math.min(...positions.map((position) => position.rank));
  const points = positions.map((position, index) => `${x(index)},${y(position.rank)}`).join(' ');
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId}>{chartLabels.caption}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" focusable="false" className={styles.svg}>
        <title>{chartLabels.summary(first, last, best)}</title>
        <g className={styles.grid}>
          {rankTicks(teams).map((rank) => (
            <g key={rank}>
              <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(rank)} y2={y(rank)} />
              <text x={MARGIN.left - 8} y={y(rank)} textAnchor="end" dominantBaseline="middle">
                {rank}
              </text>
            </g>
          ))}
          {weekTicks(positions.length).map((index) => (
            <text key={index} x={x(index)} y={HEIGHT - 8} textAnchor="middle">
              {shortDay.format(dayOf(positions[index]?.week ?? first.week))}
            </text>
          ))}
        </g>
        <polyline className={styles.line} points={points} />
        {positions.map((position, index) => (
          <circle
            key={position.week}
            className={styles.point}
            cx={x(index)}
            cy={y(position.rank)}
            r="4"
            data-week={position.week}
            data-rank={position.rank}
          >
            <title>{chartLabels.point(position)}</title>
          </circle>
        ))}
      </svg>
      <TableDisclosure positions={positions} />
    </figure>
  );
}

/**
 * « Voir le tableau »: a native disclosure, which hides the table until opened, with or without JavaScript; the
 * server and the browser draw the same table in it, so hydration keeps the server's HTML.
 */
function TableDisclosure({ positions }: { positions: readonly WeekPosition[] }) {
  return (
    <details className={styles.tableToggle}>
      <summary>{chartLabels.showTable}</summary>
      <PositionTable positions={positions} />
    </details>
  );
}

function PositionTable({ positions }: { positions: readonly WeekPosition[] }) {
  return (
    <table className={styles.table}>
      <caption>{chartLabels.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{chartLabels.week}</th>
          <th scope="col">{chartLabels.rank}</th>
          <th scope="col">{chartLabels.teams}</th>
        </tr>
      </thead>
      <tbody>
        {positions.map((position) => (
          <tr key={position.week} data-week={position.week}>
            <th scope="row">
              <time dateTime={position.week}>{longDay.format(dayOf(position.week))}</time>
            </th>
            <td>{position.rank}</td>
            <td>{position.teams}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
