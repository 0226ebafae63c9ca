import { toastApiError } from '../../ui/toastApiError';

// ---- lucky-coin packs shared to the chat ----

let packSheetOpen = false;

/**
 * Opens a pack shared to the chat in a sheet over it (issue 26 point 5): the lucky-coin feature, with its
 * texts, is loaded on the first tap, so the chat's own chunk stays small. One sheet at a time, however
 * quickly the bubble is tapped again.
 */
export function openSharedPack(group: string, packId: string): void {
  if (packSheetOpen) return;
  packSheetOpen = true;
  import('../luckycoin')
    .then((luckycoin) => luckycoin.openLuckycoinPackSheet(group, packId))
    .catch(toastApiError)
    .then(() => {
      packSheetOpen = false;
    });
}
