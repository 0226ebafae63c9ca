import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { host } from '../../../lib/host';
import { t } from '../../../lib/i18n';
import { useGroupResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { account } from '../../account';
import { groupPublic } from '../../group';
import { joinLink, myCodes, shareCode } from '../model';
import { invitationCodesProblem } from './InvitationDisabledNotice';
import './InvitationMine.css';

// qr: where the QR code is on the image (top and side, in its pixels), for whoever reads it back (the e2e journey).
type PosterState = { status: 'drawing' } | { status: 'ready'; src: string; qr: string; height: number } | { status: 'error' };

const COVER_TIMEOUT_MS = 4000;

/** The group's cover as an image the canvas may read back, or null (no cover, another origin, too slow). */
function loadCover(url: string): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    const timer = setTimeout(() => resolve(null), COVER_TIMEOUT_MS);
    img.addEventListener('load', () => {
      clearTimeout(timer);
      resolve(img);
    });
    img.addEventListener('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
    img.src = url;
  });
}

function accentColour(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--primary').trim();
  return value || '#2b6cb0';
}

type PosterInput = { groupName: string; cover: string; inviter: string; code: string; link: string };

/** Draws the poster off screen and gives it as a PNG data URL; the drawing code and the QR encoder load here only. */
async function renderPoster(input: PosterInput): Promise<{ src: string; qr: string; height: number }> {
  const [poster, qrcode, cover] = await Promise.all([import('../poster'), import('qrcode'), loadCover(input.cover)]);
  const canvas = document.createElement('canvas');
  canvas.width = poster.INVITATION_POSTER_WIDTH;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no canvas');
  const content = {
    cover,
    groupName: input.groupName,
    inviter: t('invitation:poster.invites', { name: input.inviter }),
    codeLabel: t('invitation:poster.code_label'),
    code: input.code,
    hint: t('invitation:poster.scan'),
    qr: qrcode.create(input.link, { errorCorrectionLevel: 'M' }).modules,
    accent: accentColour(),
  };
  // As high as what is drawn, so no empty band is left under the hint (resizing clears the canvas: first).
  const layout = poster.layoutInvitationPoster(ctx, content);
  canvas.height = layout.height;
  const draw = (image: HTMLImageElement | null) => poster.drawInvitationPoster(ctx, { ...content, cover: image }, layout);
  draw(cover);
  const qr = `${layout.qrTop},${layout.qrSide}`;
  try {
    return { src: canvas.toDataURL('image/png'), qr, height: layout.height };
  } catch {
    // A cover that taints the canvas (served without CORS): draw again without it.
    draw(null);
    return { src: canvas.toDataURL('image/png'), qr, height: layout.height };
  }
}

/**
 * The invitation poster (issue 13 point 3), drawn on the client in the reader's language: the
 * group's cover and name, my name, my code and a QR code of the join link. Shown as an image, so
 * it can be pressed and held to save inside a host app's webview; a browser also gets a download.
 */
export function InvitationPoster({ group }: { group: string }) {
  const me = useGroupResource(account, group).data;
  const info = useGroupResource(groupPublic, group).data;
  const codes = useGroupResource(myCodes, group);
  const state = useSignal<PosterState>({ status: 'drawing' });
  const code = codes.data ? shareCode(codes.data) : null;
  const link = code ? joinLink(group, code) : '';
  const inviter = me ? me.nickname || me.full_name : '';
  const groupName = info ? info.name : '';
  const cover = info ? info.avatar_url : '';
  const language = t('invitation:poster.scan');

  useEffect(() => {
    if (!code || !inviter || !groupName) return undefined;
    let live = true;
    state.value = { status: 'drawing' };
    renderPoster({ groupName, cover, inviter, code, link }).then(
      (drawn) => {
        if (live) state.value = { status: 'ready', ...drawn };
      },
      () => {
        if (live) state.value = { status: 'error' };
      },
    );
    return () => {
      live = false;
    };
  }, [code, inviter, groupName, cover, link, language, state]);

  const problem = invitationCodesProblem(group, me, codes);
  if (problem) return problem;
  if (codes.data && !code) return <p class="invitation-mine__muted">{t('invitation:share.no_code')}</p>;
  const poster = state.value;
  return (
    <section class="invitation-mine__card invitation-mine__actions" aria-label={t('invitation:poster.title')} aria-busy={poster.status === 'drawing'}>
      {poster.status === 'drawing' && <Skeleton block="440px" />}
      {poster.status === 'error' && <p role="alert">{t('invitation:poster.error')}</p>}
      {poster.status === 'ready' && (
        <>
          <img
            class="invitation-mine__poster"
            src={poster.src}
            width={300}
            height={Math.round(poster.height / 2)}
            alt={t('invitation:poster.alt', { group: groupName, name: inviter, code: code || '' })}
            data-join-link={link}
            data-qr={poster.qr}
          />
          <p class="invitation-mine__muted">{t('invitation:poster.hold')}</p>
          {host.value.kind === 'browser' && (
            <a class="ui-btn ui-btn--primary ui-btn--block" href={poster.src} download={`invitation-${code}.png`}>
              {t('invitation:poster.save')}
            </a>
          )}
        </>
      )}
    </section>
  );
}
