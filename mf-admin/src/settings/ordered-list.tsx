import { CloseIcon, NNBSP } from '@league/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import styles from './settings-tab.module.css';

export interface OrderedItem {
  key: string;
  label: string;
}

type Action = 'up' | 'down' | 'remove';

const quoted = (label: string) => `«${NNBSP}${label}${NNBSP}»`;
export const orderedListLabels = {
  up: (label: string) => `Monter ${quoted(label)}`,
  down: (label: string) => `Descendre ${quoted(label)}`,
  remove: (label: string) => `Retirer ${quoted(label)}`,
} as const;

/**
 * A list whose order a person sets with buttons (keyboard and touch alike, no dragging): move up, move down and,
 * when `onRemove` is given, remove. The button pressed keeps the focus as its item moves; when it can no longer move
 * that way (top or bottom), the focus goes to the other arrow.
 */
export function OrderedList({
  labelledBy,
  items,
  onMove,
  onRemove,
}: {
  labelledBy: string;
  items: readonly OrderedItem[];
  onMove(from: number, to: number): void;
  onRemove?: (index: number) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<{ key: string; action: Action } | null>(null);

  useLayoutEffect(() => {
    if (!focus || !list.current) return;
    const buttons = [...list.current.querySelectorAll('button')];
    const button = (key: string, action: Action) =>
      buttons.find((candidate) => candidate.dataset.key === key && candidate.dataset.action === action);
    const pressed = button(focus.key, focus.action);
    const other = button(focus.key, focus.action === 'up' ? 'down' : 'up');
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setFocus(null);
  }, [focus, items]);

  const move = (index: number, action: 'up' | 'down') => {
    const item = items[index];
    if (!item) return;
    onMove(index, action === 'up' ? index - 1 : index + 1);
    setFocus({ key: item.key, action });
  };
  const remove = (index: number) => {
    // the next item's remove button takes the focus, else the one before
    const next = items[index + 1] ?? items[index - 1];
    onRemove?.(index);
    if (next) setFocus({ key: next.key, action: 'remove' });
  };

  return (
    <ol ref={list} className={styles.ordered} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={item.key}>
          <span className={styles.orderedRow}>
            <span className={styles.orderedLabel}>{item.label}</span>
            <button
              type="button"
              data-key={item.key}
              data-action="up"
              aria-label={orderedListLabels.up(item.label)}
              title={orderedListLabels.up(item.label)}
              disabled={index === 0}
              onClick={() => move(index, 'up')}
            >
              <Arrow up />
            </button>
            <button
              type="button"
              data-key={item.key}
              data-action="down"
              aria-label={orderedListLabels.down(item.label)}
              title={orderedListLabels.down(item.label)}
              disabled={index === items.length - 1}
              onClick={() => move(index, 'down')}
            >
              <Arrow up={false} />
            </button>
            {onRemove && (
              <button
                type="button"
                data-key={item.key}
                data-action="remove"
                aria-label={orderedListLabels.remove(item.label)}
                disabled={items.length === 1}
                title={orderedListLabels.remove(item.label)}
                onClick={() => remove(index)}
              >
                <CloseIcon size={18} />
              </button>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Arrow({ up }: { up: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
