import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { toastApiError } from '../../../ui/toastApiError';
import { ApiErrorLines } from '../../../ui/ApiErrorLines';
import { entryQuizzes } from '../admin';
import { saveGroupSettings } from '../admin';
import './GroupAdmin.css';

/**
 * The entry quiz (§1 check 3, §3 group_entry_quiz_id): one of the group's quizzes, or none. Saves
 * as it is picked; a refusal puts the choice back and says why.
 */
export function GroupAdminEntryQuiz({ group, value }: { group: string; value: string | null }) {
  const pending = useSignal<string | null | undefined>(undefined);
  const quizzes = useGroupResource(entryQuizzes, group, true);

  if (!quizzes.data) {
    if (!quizzes.error) {
      return (
        <div class="group-admin__body group-admin__body--ruled">
          <Skeleton lines={1} />
        </div>
      );
    }
    return (
      <div class="group-admin__body group-admin__body--ruled group-admin__error" role="alert">
        <p>{t('admin_settings:entry_quiz.load_failed')}</p>
        <ApiErrorLines error={quizzes.error} />
      </div>
    );
  }

  const pick = (id: string | null) => {
    pending.value = id;
    saveGroupSettings(group, { group_entry_quiz_id: id }).then(
      () => {
        pending.value = undefined;
        toast(t('admin_settings:entry_quiz.saved'), 'success');
      },
      (err: unknown) => {
        pending.value = undefined;
        toastApiError(err);
      },
    );
  };
  const shown = pending.value !== undefined ? pending.value : value;
  const list = quizzes.data;
  return (
    <div class="group-admin__body group-admin__body--ruled">
      <label class="group-admin__label" for="group-admin-entry-quiz">
        {t('admin_settings:entry_quiz.label')}
      </label>
      <select
        id="group-admin-entry-quiz"
        class="group-admin__input"
        value={shown || ''}
        disabled={pending.value !== undefined || list.length === 0}
        aria-describedby="group-admin-entry-quiz-hint"
        onChange={(e) => pick(e.currentTarget.value || null)}
      >
        <option value="">{t('admin_settings:entry_quiz.none')}</option>
        {list.map((quiz) => (
          <option key={quiz.quiz_id} value={quiz.quiz_id}>
            {quiz.title}
          </option>
        ))}
      </select>
      <p id="group-admin-entry-quiz-hint" class="group-admin__hint">
        {list.length === 0 ? t('admin_settings:entry_quiz.no_quizzes') : t('admin_settings:entry_quiz.hint')}
      </p>
    </div>
  );
}
