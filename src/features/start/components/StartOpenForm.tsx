import { useLocation } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { routeUrl } from '../../../lib/paths';
import { brokenRules, type Rule } from '../../../lib/rules';
import { Button } from '../../../ui/Button';
import { FieldError } from '../../../ui/FieldError';
import { useForm } from '../../../ui/useForm';
import { parseGroupInput } from '../groupInput';
import './StartOpenForm.css';

/** A group id, or a group link to take it from. */
const groupRule: Rule = (value) => parseGroupInput(value) !== null || t('start:invalid');

/** Type (or paste the link of) a group and go there; what is not one is said under the field. */
export function StartOpenForm() {
  const { route } = useLocation();
  const form = useForm({ group: '' });

  const submit = form.submit({
    check: (v) => brokenRules(v, { group: [groupRule] }),
    send: (v) => Promise.resolve(parseGroupInput(v.group)!),
    done: (group) => route(routeUrl('group', { group })),
  });

  return (
    <form class="start-open" onSubmit={submit} noValidate>
      <label class="start-open__label" for={form.fieldId('group')}>
        {t('start:group_id')}
      </label>
      <div class="start-open__row">
        <input
          {...form.bind('group')}
          class="start-open__input"
          autocapitalize="off"
          autocomplete="off"
          spellcheck={false}
        />
        <Button type="submit">{t('start:open')}</Button>
      </div>
      <FieldError {...form.errorOf('group')} class="start-open__error" />
    </form>
  );
}
