import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n';
import './Skeleton.css';

export interface SkeletonRegionProps {
  /** The placeholder shapes, in the shape of what will come; hidden from assistive technology. */
  children?: ComponentChildren;
  class?: string;
}

/**
 * Where something is loading: busy for assistive technology, which hears "Loading…" instead of
 * the shapes. Small and in the first paint (the entry guard shows one before every guarded screen).
 */
export function SkeletonRegion({ children, class: cls }: SkeletonRegionProps) {
  return (
    <div class={cls ? `ui-skeleton ${cls}` : 'ui-skeleton'} role="status" aria-busy="true" aria-label={t('ui:loading')}>
      <span class="visually-hidden">{t('ui:loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** One pulsing bar: a line of text (14px tall) unless given a height, as wide as its box unless given a width. */
export function SkeletonShape({ width, height, class: cls }: { width?: string; height?: string; class?: string }) {
  return <span class={cls ? `ui-skeleton__shape ${cls}` : 'ui-skeleton__shape'} style={{ width, height }} />;
}

export interface SkeletonProps {
  /** Number of text lines; the last one is shorter, like a paragraph. */
  lines?: number;
  /** A block (image, card) instead of lines: its height, a CSS length. */
  block?: string;
  width?: string;
  /** Whole skeleton repeated, for list placeholders. */
  repeat?: number;
}

/** A neutral placeholder: paragraphs of lines, or blocks, in a busy region. */
export function Skeleton({ lines = 3, block, width, repeat = 1 }: SkeletonProps) {
  const one = (key: number) =>
    block ? (
      <SkeletonShape key={key} class="ui-skeleton__block" height={block} width={width} />
    ) : (
      <div key={key} class="ui-skeleton__group">
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonShape key={i} class="ui-skeleton__line" width={i === lines - 1 && lines > 1 ? '60%' : width} />
        ))}
      </div>
    );
  return <SkeletonRegion>{Array.from({ length: repeat }, (_, i) => one(i))}</SkeletonRegion>;
}
