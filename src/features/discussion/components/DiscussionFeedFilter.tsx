import { t } from '../../../lib/i18n';
import { DISCUSSION_FILTERS, type DiscussionFilter } from '../../../../contract/discussion';
import './DiscussionActions.css';

/** The feed's segmented control: every post, or the featured ones (精华). */
export function DiscussionFeedFilter({ value, onChange }: { value: DiscussionFilter; onChange: (next: DiscussionFilter) => void }) {
  return (
    <div class="discussion-filter" role="group" aria-label={t('discussion:filter.label')}>
      {DISCUSSION_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          class="discussion-filter__option"
          aria-pressed={value === filter ? 'true' : 'false'}
          onClick={() => onChange(filter)}
        >
          {t(`discussion:filter.${filter}`)}
        </button>
      ))}
    </div>
  );
}
