import { useSignal } from '@preact/signals';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { ChatAdminError } from './ChatAdminError';
import './ChatAdmin.css';

export interface ChatAdminListProps {
  /** The section's id; the field's is derived from it. */
  id: string;
  title: string;
  hint: string;
  /** The field's label, for a new entry. */
  label: string;
  addText: string;
  emptyText: string;
  removeLabel: (entry: string) => string;
  addedText: (entry: string) => string;
  removedText: (entry: string) => string;
  /** Why an entry cannot be added (§5), translated; null when it can. Nothing is sent then. */
  problemOf: (entry: string, list: readonly string[]) => string | null;
  items: readonly string[];
  /** Saves the whole list; resolves once the server keeps it (the items then follow). */
  onSave: (next: string[]) => Promise<unknown>;
  /** The keyboard for the field: words or web addresses. */
  inputMode?: 'text' | 'url';
}

/**
 * A list of chat entries (deny words, allowed links) an admin adds to and removes from; each
 * change is saved at once. An entry that breaks the rule is refused before sending; the server's
 * refusal is shown under the field, the typed text kept.
 */
export function ChatAdminList(props: ChatAdminListProps) {
  const { id, items } = props;
  const draft = useSignal('');
  const busy = useSignal<string | null>(null);
  const error = useSignal<unknown>(null);
  const field = `${id}-new`;
  const errorId = `${id}-error`;

  const save = (next: string[], done: string, marker: string) => {
    busy.value = marker;
    error.value = null;
    props.onSave(next).then(
      () => {
        busy.value = null;
        if (marker === '+') draft.value = '';
        toast(done, 'success');
      },
      (err: unknown) => {
        busy.value = null;
        error.value = err;
      },
    );
  };

  const add = (e: Event) => {
    e.preventDefault();
    const entry = draft.value.trim();
    const problem = props.problemOf(entry, items);
    if (problem) {
      error.value = problem;
      return;
    }
    save(items.concat([entry]), props.addedText(entry), '+');
  };

  const remove = (entry: string) => save(items.filter((x) => x !== entry), props.removedText(entry), entry);

  return (
    <OptionSection id={id} title={props.title} hint={props.hint}>
      {items.length === 0 ? (
        <p class="chat-admin__empty">{props.emptyText}</p>
      ) : (
        <ul class="chat-admin__list" aria-labelledby={id}>
          {items.map((entry) => (
            <li key={entry} class="chat-admin__item">
              <span class="chat-admin__entry">{entry}</span>
              <button
                type="button"
                class="ui-icon-btn chat-admin__remove"
                aria-label={props.removeLabel(entry)}
                disabled={busy.value !== null}
                aria-busy={busy.value === entry ? 'true' : undefined}
                onClick={() => remove(entry)}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="chat-admin__body" onSubmit={add} noValidate>
        <label class="chat-admin__label" for={field}>
          {props.label}
        </label>
        <div class="chat-admin__add">
          <input
            id={field}
            class="chat-admin__input"
            type="text"
            inputMode={props.inputMode === 'url' ? 'url' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellcheck={false}
            value={draft.value}
            aria-invalid={error.value !== null ? 'true' : undefined}
            aria-describedby={error.value !== null ? errorId : undefined}
            onInput={(e) => {
              draft.value = (e.currentTarget as HTMLInputElement).value;
              if (typeof error.value === 'string') error.value = null;
            }}
          />
          <Button type="submit" variant="secondary" loading={busy.value === '+'} disabled={busy.value !== null || draft.value.trim() === ''}>
            <Icon name="plus" size={18} />
            {props.addText}
          </Button>
        </div>
        <ChatAdminError id={errorId} error={error.value} />
      </form>
    </OptionSection>
  );
}
