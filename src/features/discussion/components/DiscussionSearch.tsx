import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../../lib/i18n';
import { SEARCH_MAX_LENGTH } from '../../../../contract/bounds';
import { DISCUSSION_SEARCH_DEBOUNCE_MS } from '../model';

/** The feed's search box: reports the trimmed text once typing pauses. */
export function DiscussionSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const text = useSignal(value);
  const latest = useRef(value);
  latest.current = value;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onInput = (next: string) => {
    text.value = next;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      if (next.trim() !== latest.current) onSearch(next.trim());
    }, DISCUSSION_SEARCH_DEBOUNCE_MS);
  };

  return (
    <div class="discussions-screen__search" role="search">
      <input
        class="discussions-screen__search-input"
        type="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text.value}
        placeholder={t('discussion:list.search_placeholder')}
        aria-label={t('discussion:list.search')}
        onInput={(e) => onInput((e.currentTarget as HTMLInputElement).value)}
      />
    </div>
  );
}
