/** A small spinning ring with an accessible French label. */
export function Spinner({ label = 'Chargement…' }: { label?: string }) {
  return (
    <span role="status" aria-label={label} style={{ display: 'inline-block', width: 20, height: 20 }}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3">
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 12 12"
            to="360 12 12"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </span>
  );
}
