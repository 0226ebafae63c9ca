import type { ComponentChildren } from 'preact';
import './OrderList.css';

export interface OrderListItem {
  id: string;
  label: string;
  hint?: string;
  /** An image beside the label (a bot's icon); decorative. */
  icon?: string;
}

export interface OrderListProps {
  items: readonly OrderListItem[];
  /** Names the list for screen readers (the id of its heading). */
  labelledBy: string;
  /** "Move {label} up" / "down", for the buttons. */
  upLabel: (item: OrderListItem) => string;
  downLabel: (item: OrderListItem) => string;
  onMove: (index: number, by: -1 | 1) => void;
  disabled?: boolean;
  /** A switch on each row (shown or not), after the moves. */
  toggle?: {
    label: (item: OrderListItem) => string;
    isOn: (index: number) => boolean;
    onChange: (index: number, on: boolean) => void;
  };
  /** What else a row offers (a remove button), after the moves. */
  renderExtra?: (item: OrderListItem, index: number) => ComponentChildren;
}

/** An arrow drawn here rather than in ui/Icon, which ships in the first paint. */
function Arrow({ up }: { up: boolean }) {
  return (
    <svg class="ui-icon" width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
      stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">
      <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
    </svg>
  );
}

/** A list the person puts in order with up and down buttons (no dragging: it works with any input). */
export function OrderList(props: OrderListProps) {
  const last = props.items.length - 1;
  return (
    <ol class="ui-order" aria-labelledby={props.labelledBy}>
      {props.items.map((item, index) => (
        <li key={item.id} class="ui-order__item">
          {item.icon !== undefined && <img class="ui-order__icon" src={item.icon} alt="" width={32} height={32} loading="lazy" />}
          <span class="ui-order__text">
            <span class="ui-order__label">{item.label}</span>
            {item.hint && <span class="ui-order__hint">{item.hint}</span>}
          </span>
          <span class="ui-order__moves">
            <button type="button" class="ui-icon-btn" aria-label={props.upLabel(item)} disabled={props.disabled || index === 0}
              onClick={() => props.onMove(index, -1)}>
              <Arrow up />
            </button>
            <button type="button" class="ui-icon-btn" aria-label={props.downLabel(item)} disabled={props.disabled || index === last}
              onClick={() => props.onMove(index, 1)}>
              <Arrow up={false} />
            </button>
          </span>
          {props.toggle && (
            // The label is the finger's target (44×44); the input keeps its own name.
            <label class="ui-order__extra">
              <input
                type="checkbox"
                role="switch"
                aria-label={props.toggle.label(item)}
                checked={props.toggle.isOn(index)}
                disabled={props.disabled}
                onChange={(e) => props.toggle!.onChange(index, (e.currentTarget as HTMLInputElement).checked)}
              />
            </label>
          )}
          {props.renderExtra && <span class="ui-order__extra">{props.renderExtra(item, index)}</span>}
        </li>
      ))}
    </ol>
  );
}
