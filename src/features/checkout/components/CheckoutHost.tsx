import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { loadNamespaces, t } from '../../../lib/i18n';
import { toast } from '../../../ui/toast';
import { activeCheckout, finishCheckout, type ActiveCheckout } from '../model';

type SheetComponent = ComponentType<{ checkout: ActiveCheckout }>;

let loaded: SheetComponent | null = null;
let loading: Promise<SheetComponent> | null = null;

// The sheet, its coupons and its texts are a chunk of their own, fetched on first open.
function loadSheet(): Promise<SheetComponent> {
  if (!loading) {
    loading = Promise.all([
      import('./CheckoutSheet'),
      loadNamespaces(['checkout', 'coupon', 'order']),
    ]).then(([mod]) => {
      loaded = mod.CheckoutSheet;
      return loaded;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/**
 * Renders the open checkout. Mount once at the app root, inside the location provider and
 * beside <ModalHost/>. (It reads the location through preact-iso rather than the app's
 * modules, so the first paint stays one chunk.)
 */
export function CheckoutHost() {
  const checkout = activeCheckout.value;
  const { path } = useLocation();
  // The route each checkout was opened on: leaving it hides the checkout (§4).
  const openedOn = useRef<{ id: number; path: string } | null>(null);
  if (checkout && (!openedOn.current || openedOn.current.id !== checkout.id)) {
    openedOn.current = { id: checkout.id, path };
  }
  const moved = !!checkout && openedOn.current !== null && openedOn.current.path !== path;
  const [Sheet, setSheet] = useState<SheetComponent | null>(() => loaded);

  useEffect(() => {
    if (!checkout || Sheet) return;
    let live = true;
    loadSheet().then(
      (component) => {
        if (live) setSheet(() => component);
      },
      () => {
        if (!live) return;
        toast(t('errors:no_response'), 'error');
        finishCheckout('error');
      },
    );
    return () => {
      live = false;
    };
  }, [checkout, Sheet]);

  // §4: the checkout hides on a route change.
  useEffect(() => {
    if (moved) finishCheckout('cancel');
  }, [moved]);

  if (!checkout || !Sheet || moved) return null;
  return <Sheet key={checkout.id} checkout={checkout} />;
}
