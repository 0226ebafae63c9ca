import { useSignal } from '@preact/signals';
import { toastApiError } from '../../../ui/toastApiError';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { requireLogin } from '../../auth';
import { setAlbumFavored } from '../model';

export interface AlbumFavorButtonProps {
  group: string;
  albumId: string;
  favored: boolean;
}

/** Favor or unfavor; shown at once and put back when the server refuses. A guest is asked to log in first. */
export function AlbumFavorButton({ group, albumId, favored: initial }: AlbumFavorButtonProps) {
  const favored = useSignal(initial);
  const busy = useSignal(false);

  const toggle = () =>
    requireLogin(group).then((ok) => {
      if (!ok || busy.value) return;
      const next = !favored.value;
      favored.value = next;
      busy.value = true;
      setAlbumFavored(group, albumId, next).then(
        (now) => {
          busy.value = false;
          favored.value = now;
          toast(t(now ? 'album:detail.favored' : 'album:detail.unfavored'), 'success');
        },
        (err: unknown) => {
          busy.value = false;
          favored.value = !next;
          toastApiError(err);
        },
      );
    });

  return (
    <Button
      variant={favored.value ? 'secondary' : 'primary'}
      aria-pressed={favored.value ? 'true' : 'false'}
      disabled={busy.value}
      onClick={toggle}
    >
      {t(favored.value ? 'album:detail.unfavor' : 'album:detail.favor')}
    </Button>
  );
}
