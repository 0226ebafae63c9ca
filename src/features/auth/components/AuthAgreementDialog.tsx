import { useEffect, useLayoutEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import './AuthAgreementDialog.css';

/** §9: Agree unlocks this many seconds after the agreement has loaded, so it is at least seen. */
export const AGREEMENT_COUNTDOWN_SECONDS = 5;

/**
 * A page whose server never answers fires no load event at all: after this long the popup says so
 * (the page may still arrive, and then counts as loaded). The spec is silent; 20 s is well past a
 * slow phone network's page load and short of a person giving up.
 */
export const AGREEMENT_LOAD_TIMEOUT_SECONDS = 20;

export interface AuthAgreementDialogProps {
  url: string;
  onAgree: () => void;
  onDisagree: () => void;
}

/** loading → loaded (the countdown runs) or failed (the alert; only Reload leaves it); slow: no load event yet. */
type FrameState = 'loading' | 'loaded' | 'failed' | 'slow';

/** The agreement URL's origin ('' when it is not a URL), against this page's address. */
function originOf(url: string): string {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return '';
  }
}

/**
 * Whether a frame of this origin shows a page after its load event. Chromium fires `load` for a
 * frame it refused (frame-ancestors, X-Frame-Options, a network error) as for a page that loaded;
 * a refused frame holds an error page of an opaque origin, whose document the app cannot read. A
 * JSON answer is the server's error, not the agreement; about:blank is a frame that went nowhere.
 */
function showsPage(frame: HTMLIFrameElement): boolean {
  let doc: Document | null;
  try {
    doc = frame.contentDocument;
  } catch {
    return false;
  }
  return !!doc && doc.URL !== 'about:blank' && !/json/i.test(doc.contentType || '');
}

/** The directives a frame's address is checked against, by the CSP versions browsers have shipped. */
const FRAME_DIRECTIVES = ['frame-src', 'child-src', 'default-src'];

/**
 * The group agreement popup (§1): the agreement in a frame, Agree locked until the countdown that
 * starts when the frame's page has loaded ends, Disagree at any time. A frame that fails shows a red
 * alert with the reason and Agree stays locked: nobody agrees to a page they could not read.
 *
 * How a failure is seen: a page of this app's origin (the server's own agreement page) is read after
 * its load event; a refused one cannot be read. A page of another origin cannot be read either way,
 * so its load event counts, unless the app's own policy refused it (its origin not in frame-src:
 * the browser reports that to this page) or no load event came in time. A page elsewhere that
 * refuses to be framed shows the browser's error inside the frame: see README, "The agreement popup".
 */
export function AuthAgreementDialog({ url, onAgree, onDisagree }: AuthAgreementDialogProps) {
  const state = useSignal<FrameState>('loading');
  const left = useSignal(AGREEMENT_COUNTDOWN_SECONDS);
  const attempt = useSignal(0);
  const origin = url ? originOf(url) : '';
  const own = origin !== '' && origin === location.origin;

  const now = state.value;
  const round = attempt.value;
  useEffect(() => {
    if (!url || now !== 'loading') return;
    const timer = setTimeout(() => {
      state.value = 'slow';
    }, AGREEMENT_LOAD_TIMEOUT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [url, now, round, state]);

  useEffect(() => {
    if (now !== 'loaded') return;
    let remaining = AGREEMENT_COUNTDOWN_SECONDS;
    const timer = setInterval(() => {
      remaining = Math.max(0, remaining - 1);
      left.value = remaining;
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [now, left]);

  // The app's policy refusing the frame is reported to this page, before or after the frame's load
  // event. Only a refusal of the agreement's origin counts: its origin being refused means the page
  // never showed (a redirect's refusal names the first address too). A layout effect, so the
  // listener is there in the same task that inserts the frame, before any report can arrive.
  useLayoutEffect(() => {
    if (!origin) return;
    const onViolation = (event: Event) => {
      const { blockedURI, effectiveDirective, violatedDirective } = event as SecurityPolicyViolationEvent;
      const directive = effectiveDirective || (violatedDirective || '').split(' ')[0];
      if (FRAME_DIRECTIVES.indexOf(directive) !== -1 && originOf(blockedURI || '') === origin) state.value = 'failed';
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [origin, state]);

  const onLoad = (event: Event) => {
    // Only the first page decides: a reader who follows a link inside it is past reading it.
    if (state.value === 'loaded' || state.value === 'failed') return;
    state.value = !own || showsPage(event.currentTarget as HTMLIFrameElement) ? 'loaded' : 'failed';
  };

  // A new frame element loads the page again; the countdown restarts with it.
  const reload = () => {
    state.value = 'loading';
    left.value = AGREEMENT_COUNTDOWN_SECONDS;
    attempt.value++;
  };

  const error = !url
    ? t('auth:agreement.no_url')
    : now === 'failed'
      ? t('auth:agreement.load_failed')
      : now === 'slow'
        ? t('auth:agreement.load_slow')
        : null;
  const counting = now === 'loaded' && left.value > 0;
  const locked = now !== 'loaded' || counting;
  return (
    <Dialog
      open
      onClose={onDisagree}
      closeOnBackdrop={false}
      title={t('auth:agreement.title')}
      footer={
        <>
          <Button variant="text" onClick={onDisagree}>
            {t('auth:agreement.disagree')}
          </Button>
          <Button
            variant="primary"
            disabled={locked}
            onClick={() => {
              if (!locked) onAgree();
            }}
          >
            {counting ? t('auth:agreement.agree_in', { seconds: left.value }) : t('auth:agreement.agree')}
          </Button>
        </>
      }
    >
      {error && (
        <div class="auth-agreement__error" role="alert">
          <span>{error}</span>
          {url && (
            <button type="button" class="auth-agreement__reload" onClick={reload}>
              {t('auth:agreement.reload')}
            </button>
          )}
        </div>
      )}
      {url && (
        <iframe
          key={round}
          class="auth-agreement__frame"
          src={url}
          // A document to read, its links opening outside. A page of this origin runs no script, so
          // the app may read it (to see that it loaded) without it acting as the app; a page of
          // another origin may run its scripts, in its own origin.
          sandbox={
            own
              ? 'allow-same-origin allow-popups allow-popups-to-escape-sandbox'
              : 'allow-scripts allow-popups allow-popups-to-escape-sandbox'
          }
          title={t('auth:agreement.frame')}
          onLoad={onLoad}
          onError={() => {
            state.value = 'failed';
          }}
        />
      )}
    </Dialog>
  );
}
