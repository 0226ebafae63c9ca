import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../lib/i18n';
import { formatFileSize } from '../lib/format';
import { Icon } from './Icon';
import { toast } from './toast';
import { canAddMore, checkUpload, uploadId, UPLOAD_BUTTON_SIZE, UPLOAD_MAX_FILES, UPLOAD_MAX_SIZE_MB } from './uploadRules';
import './FileUploader.css';

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  id: string;
  /** Missing for files that were already stored (passed in `initial`). */
  file?: File;
  name: string;
  /** In bytes; 0 or missing when not known (a file already stored), and then not shown. */
  size?: number;
  type: string;
  /** Preview address: an object URL for a picked image, or the stored file's URL. */
  url?: string;
  status: UploadStatus;
  /** 0–100 while uploading. */
  progress: number;
  /** What `upload` resolved with (usually the stored file's id or URL). */
  result?: unknown;
}

export interface FileUploaderProps {
  initial?: UploadItem[];
  /** Called with the whole list after every change (add, remove, upload progress). */
  onChange?: (files: UploadItem[]) => void;
  /** Optional: uploads one file; the uploader shows its progress and errors. Without it nothing is sent. */
  upload?: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  /** Called with the translated reason when a selection is rejected (a toast shows it too). */
  onReject?: (message: string) => void;
  max?: number;
  maxSizeMB?: number;
  single?: boolean;
  /** Allowed MIME types; any when missing. */
  accept?: string[];
  buttonSize?: number;
  /** Accessible name of the add button. */
  label?: string;
  disabled?: boolean;
}

function previewUrl(file: File): string | undefined {
  if (file.type.indexOf('image/') !== 0 || typeof URL === 'undefined' || typeof URL.createObjectURL !== 'function') {
    return undefined;
  }
  return URL.createObjectURL(file);
}

function revoke(item: UploadItem): void {
  if (item.file && item.url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.url);
}

export function FileUploader({
  initial = [],
  onChange,
  upload,
  onReject,
  max = UPLOAD_MAX_FILES,
  maxSizeMB = UPLOAD_MAX_SIZE_MB,
  single,
  accept,
  buttonSize = UPLOAD_BUTTON_SIZE,
  label,
  disabled,
}: FileUploaderProps) {
  const items = useSignal<UploadItem[]>(initial);
  const input = useRef<HTMLInputElement>(null);
  const first = useRef(true);
  const notify = useRef(onChange);
  notify.current = onChange;

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    notify.current?.(items.value);
  }, [items.value]);

  // Unmounted: the previews' object URLs go with it.
  useEffect(() => () => items.value.forEach(revoke), [items]);

  const patch = (id: string, change: Partial<UploadItem>) => {
    items.value = items.value.map((item) => (item.id === id ? { ...item, ...change } : item));
  };

  const send = (item: UploadItem) => {
    if (!upload || !item.file) return;
    patch(item.id, { status: 'uploading', progress: 0 });
    upload(item.file, (percent) => patch(item.id, { progress: Math.max(0, Math.min(100, Math.round(percent))) })).then(
      (result) => patch(item.id, { status: 'done', progress: 100, result }),
      () => patch(item.id, { status: 'error' }),
    );
  };

  const onPick = (e: Event) => {
    const target = e.currentTarget as HTMLInputElement;
    const picked: File[] = target.files ? Array.prototype.slice.call(target.files) : [];
    // Cleared so choosing the same file again still fires a change.
    target.value = '';
    if (picked.length === 0) return;
    const verdict = checkUpload(picked, items.value.length, { max, maxSizeMB, single, accept });
    if (verdict !== true) {
      toast(verdict, 'error');
      onReject?.(verdict);
      return;
    }
    const added: UploadItem[] = picked.map((file) => ({
      id: uploadId(file.name),
      file,
      name: file.name,
      size: file.size,
      type: file.type,
      url: previewUrl(file),
      status: 'ready',
      progress: 0,
    }));
    items.value = items.value.concat(added);
    added.forEach(send);
  };

  const remove = (item: UploadItem) => {
    revoke(item);
    items.value = items.value.filter((other) => other.id !== item.id);
  };

  const side = `${buttonSize}px`;
  const isImageOnly = !!accept && accept.length > 0 && accept.every((type) => type.indexOf('image/') === 0);
  return (
    <div class="ui-upload">
      {items.value.length > 0 && (
        <ul class="ui-upload__list" role="list">
          {items.value.map((item) => (
            <li key={item.id} class={`ui-upload__item ui-upload__item--${item.status}`}>
              <span class="ui-upload__thumb" style={{ width: side, height: side }}>
                {item.url && item.type.indexOf('image/') === 0 ? <img src={item.url} alt="" /> : <Icon name="file" size={24} />}
              </span>
              <span class="ui-upload__meta">
                <span class="ui-upload__name">{item.name}</span>
                {(item.file || !!item.size) && <span class="ui-upload__size">{formatFileSize(item.size || 0)}</span>}
                {item.status === 'uploading' && (
                  <span class="ui-upload__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.progress}>
                    {t('widgets:upload.uploading', { progress: item.progress })}
                  </span>
                )}
                {item.status === 'error' && <span class="ui-upload__error">{t('widgets:upload.failed')}</span>}
              </span>
              {item.status === 'error' && (
                <button type="button" class="ui-icon-btn" aria-label={t('widgets:upload.retry', { name: item.name })} onClick={() => send(item)}>
                  <Icon name="retry" />
                </button>
              )}
              {!disabled && (
                <button type="button" class="ui-icon-btn" aria-label={t('widgets:upload.remove', { name: item.name })} onClick={() => remove(item)}>
                  <Icon name="close" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && canAddMore(items.value.length, max) && (
        <button
          type="button"
          class="ui-upload__add"
          style={{ width: side, height: side }}
          aria-label={label || t(isImageOnly ? 'widgets:upload.add_image' : 'widgets:upload.add_file')}
          onClick={() => input.current?.click()}
        >
          <Icon name="plus" size={24} />
        </button>
      )}
      <input
        ref={input}
        class="ui-upload__input"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        multiple={!single}
        accept={accept && accept.length > 0 ? accept.join(',') : undefined}
        onChange={onPick}
      />
    </div>
  );
}
