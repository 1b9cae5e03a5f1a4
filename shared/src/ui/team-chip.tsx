import { chipColors } from '../colors';

/** A team's name on its colour, with black or white text by brightness (threshold 145), kept readable. */
export function TeamChip({ name, color, className }: { name: string; color?: string | null; className?: string }) {
  const { background, text } = chipColors(color && /^#[0-9a-f]{6}$/i.test(color) ? color : '#d9d9d9');
  return (
    <span
      className={className}
      style={{
        background,
        color: text,
        borderRadius: '999px',
        padding: '0.1em 0.6em',
        whiteSpace: 'nowrap',
        display: 'inline-block',
      }}
    >
      {name}
    </span>
  );
}
