import { t } from '../../../lib/i18n';
import type { DiscussionReplyQuote as Quote } from '../../../../contract/discussion';
import './DiscussionReplies.css';

/** The reply being answered, short: its author and first line. */
export function DiscussionReplyQuote({ quote }: { quote: Pick<Quote, 'author_name' | 'excerpt'> }) {
  return (
    <blockquote class="discussion-quote">
      <span class="discussion-quote__author">{t('discussion:reply.quote_author', { name: quote.author_name })}</span>
      <span class="discussion-quote__text">{quote.excerpt}</span>
    </blockquote>
  );
}
