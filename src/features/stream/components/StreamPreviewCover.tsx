import { useSignal } from '@preact/signals';

/**
 * A preview's cover in a 16:9 box, cropped to fill it whatever the image's own shape; a plain box
 * of the same size when there is no cover or it fails to load, so the rows stay aligned and no
 * broken-image icon shows.
 */
export function StreamPreviewCover({ src }: { src: string | null | undefined }) {
  const failed = useSignal(false);
  if (!src || failed.value) return <span class="stream-previews__cover stream-previews__cover--none" aria-hidden="true" />;
  return <img class="stream-previews__cover" src={src} alt="" loading="lazy" onError={() => (failed.value = true)} />;
}
