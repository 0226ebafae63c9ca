import { useSignal } from '@preact/signals';
import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { loadNamespaces, t } from '../../../lib/i18n';
import { toast } from '../../../ui/toast';
import type { ActiveCheckout, CheckoutResult } from '../model';

type SheetComponent = ComponentType<{ checkout: ActiveCheckout }>;

let loaded: SheetComponent | null = null;
let loading: Promise<SheetComponent> | null = null;

// The sheet, its coupons and its texts are a chunk of their own, fetched on first open.
function loadSheet(): Promise<SheetComponent> {
  if (!loading) {
    loading = Promise.all([
      import('./CheckoutSheet'),
      loadNamespaces(['checkout', 'coupon', 'order', 'widgets']),
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

export interface CheckoutHostProps {
  checkout: ActiveCheckout;
  /** Ends the checkout: the sheet could not load, or the person left the route. */
  finish: (result: CheckoutResult) => void;
}

/**
 * One open checkout, rendered as a modal by openCheckout (model.ts): fetches the sheet, then
 * shows it until the checkout ends or the person leaves the route it was opened on (§4).
 */
export function CheckoutHost({ checkout, finish }: CheckoutHostProps) {
  const { path } = useLocation();
  // The route the checkout was opened on, as it was when it opened.
  const openedOn = useRef(path).current;
  const moved = path !== openedOn;
  const Sheet = useSignal<SheetComponent | null>(loaded);

  useEffect(() => {
    if (Sheet.value) return;
    let live = true;
    loadSheet().then(
      (component) => {
        if (live) Sheet.value = component;
      },
      () => {
        if (!live) return;
        toast(t('errors:no_response'), 'error');
        finish('error');
      },
    );
    return () => {
      live = false;
    };
  }, [Sheet.value, finish]);

  // §4: the checkout hides on a route change.
  useEffect(() => {
    if (moved) finish('cancel');
  }, [moved, finish]);

  if (!Sheet.value || moved) return null;
  return <Sheet.value checkout={checkout} />;
}
