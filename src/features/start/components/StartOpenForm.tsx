import { useSignal } from '@preact/signals';
import { useLocation } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { routeUrl } from '../../../lib/paths';
import { Button } from '../../../ui/Button';
import { parseGroupInput } from '../groupInput';
import './StartOpenForm.css';

/** Type (or paste the link of) a group and go there. */
export function StartOpenForm() {
  const { route } = useLocation();
  const value = useSignal('');
  const invalid = useSignal(false);

  const submit = (e: Event) => {
    e.preventDefault();
    const group = parseGroupInput(value.value);
    invalid.value = !group;
    if (group) route(routeUrl('group', { group }));
  };

  return (
    <form class="start-open" onSubmit={submit} noValidate>
      <label class="start-open__label" for="start-group-id">
        {t('start:group_id')}
      </label>
      <div class="start-open__row">
        <input
          id="start-group-id"
          class="start-open__input"
          value={value.value}
          onInput={(e) => {
            value.value = (e.currentTarget as HTMLInputElement).value;
            invalid.value = false;
          }}
          autocapitalize="off"
          autocomplete="off"
          spellcheck={false}
          aria-invalid={invalid.value ? 'true' : undefined}
          aria-describedby={invalid.value ? 'start-group-id-error' : undefined}
        />
        <Button type="submit">{t('start:open')}</Button>
      </div>
      {invalid.value && (
        <p id="start-group-id-error" class="start-open__error" role="alert">
          {t('start:invalid')}
        </p>
      )}
    </form>
  );
}
