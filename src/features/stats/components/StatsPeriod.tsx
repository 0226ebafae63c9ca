import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { useResource, type KeyedResource } from '../../../lib/resource';
import { Skeleton } from '../../../ui/Skeleton';
import { ExceptionLoaded } from '../../exception/parts';
import { DEFAULT_PRESET, presetRange, rangeKey, type StatRange } from '../range';
import { StatsRangePicker } from './StatsRangePicker';
import './Stats.css';

export interface StatsPeriodProps<T> {
  id: string;
  group: string;
  /** The statistics by range key. */
  resource: KeyedResource<T>;
  /** What the failure notice says could not be loaded. */
  loadFailed: string;
  children: (stat: T) => ComponentChildren;
}

/**
 * A statistics screen's frame: the period picker (the last 30 days to begin with), then the period's
 * statistics, a skeleton while they load, or the load-failed notice with a retry. Asked afresh each
 * time the screen shows: today's figures move.
 */
export function StatsPeriod<T>({ id, group, resource, loadFailed, children }: StatsPeriodProps<T>) {
  const range = useSignal<StatRange>(presetRange(DEFAULT_PRESET));
  const key = rangeKey(range.value);
  const state = useResource(resource, group, key, true);
  return (
    <div class="stats">
      <StatsRangePicker id={`${id}-range`} range={range.value} onChange={(next) => (range.value = next)} />
      <ExceptionLoaded state={state} title={loadFailed} onRetry={() => resource.refresh(group, key)} skeleton={<Skeleton lines={12} />}>
        {children}
      </ExceptionLoaded>
    </div>
  );
}
