/** A guarantee's mark, drawn inline (no glyph): a tick when it holds, a cross when it does not. */
export function CheckMark({ holds, label }: { holds: boolean; label: string }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" focusable="false" role="img" aria-label={label}>
      <path
        d={holds ? 'M4 12.5l5 5L20 6.5' : 'M6 6l12 12M18 6 6 18'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
