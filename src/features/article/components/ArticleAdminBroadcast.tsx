import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { confirm } from '../../../ui/ConfirmDialog';
import { FieldError } from '../../../ui/FieldError';
import { OptionSection } from '../../../ui/OptionSection';
import { toast } from '../../../ui/toast';
import { ARTICLE_BROADCAST_MAX } from '../../../../contract/article';
import { broadcast } from '../admin';

export interface ArticleAdminBroadcastProps {
  group: string;
  /** The ticked articles, in the order they were ticked. */
  selected: readonly { article_id: number; title: string }[];
  /** A sixth tick was refused: say why. */
  refused: boolean;
  onClear: () => void;
  onDone: (ids: number[]) => void;
}

/** How many articles are ticked (at most 5) and the broadcast of them, asked first. */
export function ArticleAdminBroadcast({ group, selected, refused, onClear, onDone }: ArticleAdminBroadcastProps) {
  const busy = useSignal(false);
  const failure = useSignal<unknown>(null);

  const send = () => {
    const ids = selected.map((a) => a.article_id);
    confirm({
      title: t('admin_content:article.broadcast.confirm_title'),
      message: (
        <>
          <p>{t('admin_content:article.broadcast.confirm')}</p>
          <ol>
            {selected.map((a) => (
              <li key={a.article_id}>{a.title}</li>
            ))}
          </ol>
        </>
      ),
      confirmText: t('admin_content:article.broadcast.confirm_action'),
    }).then((yes) => {
      if (!yes) return;
      busy.value = true;
      failure.value = null;
      broadcast(group, ids).then(
        (sent) => {
          busy.value = false;
          toast(t('admin_content:article.broadcast.done'), 'success');
          onDone(sent);
        },
        (err: unknown) => {
          busy.value = false;
          failure.value = err;
        },
      );
    });
  };

  return (
    <OptionSection
      id="article-admin-broadcast"
      title={t('admin_content:article.broadcast.title')}
      hint={t('admin_content:article.broadcast.hint', { max: ARTICLE_BROADCAST_MAX })}
    >
      <div class="article-admin__broadcast">
        <p class="article-admin__selected" aria-live="polite">
          {t('admin_content:article.broadcast.count', { count: selected.length, max: ARTICLE_BROADCAST_MAX })}
        </p>
        <div class="article-admin__actions">
          <Button variant="text" disabled={selected.length === 0 || busy.value} onClick={onClear}>
            {t('admin_content:article.broadcast.clear')}
          </Button>
          <Button variant="secondary" disabled={selected.length === 0} loading={busy.value} onClick={send}>
            {t('admin_content:article.broadcast.action')}
          </Button>
        </div>
      </div>
      {refused && (
        <p class="article-admin__error article-admin__pad" role="alert">
          {t('admin_content:article.broadcast.full', { max: ARTICLE_BROADCAST_MAX })}
        </p>
      )}
      <FieldError class="article-admin__error article-admin__pad" error={failure.value} />
    </OptionSection>
  );
}
