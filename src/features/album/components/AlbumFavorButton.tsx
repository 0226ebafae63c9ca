import { useState } from 'preact/hooks';
import { apiErrorText } from '../../../lib/http';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { requireLogin } from '../../auth';
import { favorAlbum } from '../api';

export interface AlbumFavorButtonProps {
  group: string;
  albumId: string;
  favored: boolean;
}

/** Favor or unfavor; shown at once and put back when the server refuses. A guest is asked to log in first. */
export function AlbumFavorButton({ group, albumId, favored: initial }: AlbumFavorButtonProps) {
  const [favored, setFavored] = useState(initial);
  const [busy, setBusy] = useState(false);

  const toggle = () =>
    requireLogin(group).then((ok) => {
      if (!ok || busy) return;
      const next = !favored;
      setFavored(next);
      setBusy(true);
      favorAlbum(group, albumId, next).then(
        (result) => {
          setBusy(false);
          setFavored(result.favored);
          toast(t(result.favored ? 'album:detail.favored' : 'album:detail.unfavored'), 'success');
        },
        (err: unknown) => {
          setBusy(false);
          setFavored(!next);
          toast(apiErrorText(err), 'error');
        },
      );
    });

  return (
    <Button variant={favored ? 'secondary' : 'primary'} aria-pressed={favored ? 'true' : 'false'} disabled={busy} onClick={toggle}>
      {t(favored ? 'album:detail.unfavor' : 'album:detail.favor')}
    </Button>
  );
}
