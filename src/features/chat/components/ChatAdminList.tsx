import { useSignal } from '@preact/signals';
import { brokenRules } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { Icon } from '../../../ui/Icon';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { useForm } from '../../../ui/useForm';
import './ChatAdmin.css';

export interface ChatAdminListProps {
  /** The section's id (its title's, which also names the list). */
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
 * change is saved at once. An entry that breaks the rule is refused under the field before sending;
 * the server's refusal of an entry is shown under the field, the typed text kept, and of a removal
 * under the form.
 */
export function ChatAdminList(props: ChatAdminListProps) {
  const { id, items } = props;
  const form = useForm({ entry: '' });
  /** The entry being removed, while it is. */
  const removing = useSignal<string | null>(null);
  const busy = form.busy || removing.value !== null;

  const add = form.submit({
    check: (v) => brokenRules(v, { entry: [(entry) => props.problemOf(entry.trim(), items) || true] }),
    send: (v) => props.onSave(items.concat([v.entry.trim()])),
    refusal: (err) => ({ entry: err }),
    done: (_, v) => {
      form.reset();
      toast(props.addedText(v.entry.trim()), 'success');
    },
  });

  const remove = (entry: string) => {
    removing.value = entry;
    form.fail({});
    props.onSave(items.filter((x) => x !== entry)).then(
      () => {
        removing.value = null;
        toast(props.removedText(entry), 'success');
      },
      (err: unknown) => {
        removing.value = null;
        form.fail({ form: err });
      },
    );
  };

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
                disabled={busy}
                aria-busy={removing.value === entry ? 'true' : undefined}
                onClick={() => remove(entry)}
              >
                <Icon name="close" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="chat-admin__body" onSubmit={add} noValidate>
        <label class="chat-admin__label" for={form.fieldId('entry')}>
          {props.label}
        </label>
        <div class="chat-admin__add">
          <input
            {...form.bind('entry')}
            class="chat-admin__input"
            type="text"
            inputMode={props.inputMode === 'url' ? 'url' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellcheck={false}
          />
          <Button type="submit" variant="secondary" loading={form.busy} disabled={busy || form.values.entry.trim() === ''}>
            <Icon name="plus" size={18} />
            {props.addText}
          </Button>
        </div>
        <FieldError {...form.errorOf('entry')} class="chat-admin__error" />
        <FieldError {...form.errorOf('form')} class="chat-admin__error" />
      </form>
    </OptionSection>
  );
}
