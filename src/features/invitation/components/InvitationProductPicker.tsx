import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { groupProducts } from '../model';
import './InvitationMine.css';

/** The group's products, each leading to my invitees' purchases of it; the one shown is marked. */
export function InvitationProductPicker({ group, current }: { group: string; current: string | null }) {
  const state = useGroupResource(groupProducts, group);
  if (state.error && !state.data) {
    return (
      <div>
        <p role="alert">{apiErrorText(state.error)}</p>
        <Button variant="secondary" onClick={() => groupProducts.refresh(group)}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  if (!state.data) return <Skeleton lines={1} repeat={3} />;
  if (!state.data.length) return <p class="invitation-mine__muted">{t('invitation:products.empty')}</p>;
  return (
    <nav class="invitation-mine__links" aria-label={t('invitation:products.label')}>
      {state.data.map((product) => (
        <a
          key={product.product_id}
          class="invitation-mine__link"
          href={to('group-invitations-products-id', { group, id: product.product_id })}
          aria-current={product.product_id === current ? 'page' : undefined}
        >
          {product.name}
        </a>
      ))}
    </nav>
  );
}
