import { formatFrenchDate } from '@league/shared';
import { CHECK_NAMES } from '@league/shared/schedule-generator';
import type { GeneratedMatch, ScheduleGenerateAnswer } from '@league/shared/schemas';
import { CheckMark } from './check-mark';
import { generatorWords as words } from './generator-words';
import styles from './generator.module.css';

/** The matches by day (the league's calendar day: the date as the server wrote it, with its offset). */
function byDay(matches: readonly GeneratedMatch[]): [string, GeneratedMatch[]][] {
  const days = new Map<string, GeneratedMatch[]>();
  for (const match of matches) days.set(match.date.slice(0, 10), [...(days.get(match.date.slice(0, 10)) ?? []), match]);
  return [...days];
}

/**
 * What the generator made, before (preview) or after (published) it is written: each guarantee with its mark, the
 * matches left out and why, then the matches day by day.
 */
export function GeneratorPreview({
  answer,
  published,
  timeZone,
}: {
  answer: ScheduleGenerateAnswer;
  published: boolean;
  timeZone: string;
}) {
  const title = published ? words.publishedTitle(answer.matches.length) : words.previewTitle(answer.matches.length);
  return (
    <section className={styles.preview} aria-labelledby="generator-preview">
      <h2 id="generator-preview">{title}</h2>
      <p className={styles.hint}>{words.seed(answer.seed)}</p>
      <h3>{words.checks}</h3>
      <ul className={styles.checks}>
        {CHECK_NAMES.map((name) => {
          const { ok, label } = answer.checks[name];
          return (
            <li key={name} className={ok ? styles.holds : styles.fails}>
              <CheckMark holds={ok} label={ok ? words.holds : words.fails} />
              <span>{label}</span>
            </li>
          );
        })}
      </ul>
      {answer.unplaced.length > 0 && (
        <>
          <h3>{words.unplaced(answer.unplaced.length)}</h3>
          <ul className={styles.matches}>
            {answer.unplaced.map((match, index) => (
              <li key={index}>
                {match.homeTeam} – {match.awayTeam}{' '}
                <span className={styles.pool}>
                  ({words.poolOf(match.division, match.pool)}, {words.round(match.round)})
                </span>
                {words.because(match.reason)}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.byDay}>
        {byDay(answer.matches).map(([day, matches]) => (
          <div key={day}>
            <h3>{formatFrenchDate(matches[0]?.date ?? day, 'day', timeZone)}</h3>
            <ul className={styles.matches}>
              {matches.map((match) => (
                <li key={`${match.date} ${match.field}`}>
                  {formatFrenchDate(match.date, 'time', timeZone)} · {match.field} · {match.homeTeam} – {match.awayTeam}{' '}
                  <span className={styles.pool}>({words.poolOf(match.division, match.pool)})</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
