/**
 * The time and place of a match on one line that may wrap on a phone: the separator ends the time, so a wrapped
 * place never starts with a stray '·', and a match without a field shows no separator at all.
 */
export function WhenAndWhere({ date, when, field }: { date: string; when: string; field: string }) {
  const place = field.trim();
  return (
    <>
      <time dateTime={date}>
        {when}
        {place && <span aria-hidden="true"> ·</span>}
      </time>
      {place && <span>{place}</span>}
    </>
  );
}
