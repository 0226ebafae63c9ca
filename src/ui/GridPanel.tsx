import type { ComponentChildren } from 'preact';
import './GridPanel.css';

export interface GridPanelItem {
  key: string;
  label: ComponentChildren;
  icon?: ComponentChildren;
  /** A link target, or… */
  href?: string;
  /** …an action. Items with neither are plain tiles. */
  onClick?: () => void;
  disabled?: boolean;
}

export interface GridPanelProps {
  items: GridPanelItem[];
  /** §2: three columns unless told otherwise. */
  columns?: number;
  label?: string;
}

/** A grid of icon tiles (shortcuts, menus). */
export function GridPanel({ items, columns = 3, label }: GridPanelProps) {
  return (
    <ul class="ui-grid" role="list" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
      {items.map((item) => {
        const content = (
          <>
            {item.icon && <span class="ui-grid__icon">{item.icon}</span>}
            <span class="ui-grid__label">{item.label}</span>
          </>
        );
        return (
          <li key={item.key}>
            {item.href && !item.disabled ? (
              <a class="ui-grid__tile" href={item.href}>
                {content}
              </a>
            ) : item.onClick ? (
              <button type="button" class="ui-grid__tile" disabled={item.disabled} onClick={item.onClick}>
                {content}
              </button>
            ) : (
              <div class="ui-grid__tile">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
