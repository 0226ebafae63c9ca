import { toasts } from './toast';
import './Toasts.css';

/**
 * The toast stack. Two live regions so errors interrupt a screen reader and
 * other messages wait their turn.
 */
export function Toasts() {
  const items = toasts.value;
  const polite = items.filter((item) => item.kind !== 'error');
  const urgent = items.filter((item) => item.kind === 'error');
  return (
    <div class="ui-toasts">
      <div role="status" aria-live="polite">
        {polite.map((item) => (
          <div key={item.id} class={`ui-toast ui-toast--${item.kind}`}>
            {item.message}
            {item.detail && <small class="ui-toast__detail">{item.detail}</small>}
          </div>
        ))}
      </div>
      <div role="alert" aria-live="assertive">
        {urgent.map((item) => (
          <div key={item.id} class="ui-toast ui-toast--error">
            {item.message}
            {item.detail && <small class="ui-toast__detail">{item.detail}</small>}
          </div>
        ))}
      </div>
    </div>
  );
}
