import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { groupProducts } from '../model';
import './InvitationMine.css';

/** The group's products, each leading to my invitees' purchases of it; the one shown is marked. */
export function InvitationProductPicker({ group, current }: { group: string; current: string | null }) {
  const state = useGroupResource(groupProducts, group);
  return (
    <ExceptionLoaded
      state={state}
      title={t('invitation:products.load_failed')}
      onRetry={() => groupProducts.refresh(group)}
      skeleton={<Skeleton lines={1} repeat={3} />}
    >
      {(products) => (products.length === 0 ? (
        <p class="invitation-mine__muted">{t('invitation:products.empty')}</p>
      ) : (
        <nav class="invitation-mine__links" aria-label={t('invitation:products.label')}>
          {products.map((product) => (
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
      ))}
    </ExceptionLoaded>
  );
}
