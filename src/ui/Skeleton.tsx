import { t } from '../lib/i18n';
import './Skeleton.css';

export interface SkeletonProps {
  /** Number of text lines; the last one is shorter, like a paragraph. */
  lines?: number;
  /** A block (image, card) instead of lines: its height, a CSS length. */
  block?: string;
  width?: string;
  /** Whole skeleton repeated, for list placeholders. */
  repeat?: number;
}

export function Skeleton({ lines = 3, block, width, repeat = 1 }: SkeletonProps) {
  const one = (key: number) =>
    block ? (
      <div key={key} class="ui-skeleton__block" style={{ height: block, width: width || '100%' }} />
    ) : (
      <div key={key} class="ui-skeleton__group">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} class="ui-skeleton__line" style={{ width: i === lines - 1 && lines > 1 ? '60%' : width || '100%' }} />
        ))}
      </div>
    );
  return (
    <div class="ui-skeleton" role="status" aria-busy="true" aria-label={t('ui:loading')}>
      {Array.from({ length: repeat }, (_, i) => one(i))}
    </div>
  );
}
