import { t } from '../lib/i18n';
import { formatFileSize } from '../lib/format';
import { IMAGE_MIME_TYPES } from '../../contract/attachment';

// §5 Uploads. Pure so the rules are tested without a DOM.
export const UPLOAD_MAX_FILES = 3;
export const UPLOAD_MAX_SIZE_MB = 2;
export const UPLOAD_BUTTON_SIZE = 48;
/** What the server takes as an image (§5: jpeg and png). */
export const IMAGE_TYPES: string[] = IMAGE_MIME_TYPES.slice();

export interface UploadLimits {
  /** Most files in total; 0 means unlimited. */
  max: number;
  /** Largest file in MB; 0 means unlimited. */
  maxSizeMB: number;
  /** Only one file may be chosen at a time. */
  single?: boolean;
  /** Allowed MIME types; empty or missing accepts any. */
  accept?: string[];
}

type Picked = Pick<File, 'name' | 'size' | 'type'>;

/** `true` when the selection may be added to `existing` files, otherwise the translated reason. */
export function checkUpload(selected: Picked[], existing: number, limits: UploadLimits): true | string {
  const { max, maxSizeMB, single, accept } = limits;
  if (single && selected.length > 1) return t('widgets:exception.upload.single');
  if (max > 0 && (selected.length > max || existing + selected.length > max)) {
    return t('widgets:exception.upload.maximum', { max, count: max });
  }
  if (accept && accept.length > 0) {
    const wrong = selected.some((file) => accept.indexOf(file.type) < 0);
    if (wrong) return t('widgets:exception.upload.type');
  }
  if (maxSizeMB > 0) {
    const limit = maxSizeMB * 1024 * 1024;
    const big = selected.filter((file) => file.size > limit)[0];
    if (big) return t('widgets:exception.upload.size', { name: big.name, size: formatFileSize(limit) });
  }
  return true;
}

/** The button hides once the limit is reached; max 0 never hides it. */
export function canAddMore(count: number, max: number): boolean {
  return max <= 0 || count < max;
}

/** File name + random part + timestamp: unique even when the same file is picked twice. */
export function uploadId(name: string): string {
  return `${name}-${Math.random().toString(36).slice(2, 10)}-${Date.now()}`;
}
