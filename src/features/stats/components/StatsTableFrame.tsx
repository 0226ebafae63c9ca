import type { ComponentChildren } from 'preact';
import { t } from '../../../lib/i18n';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import './Stats.css';

export interface StatsTableFrameProps {
  id: string;
  title: string;
  onDownload: () => void;
  /** The table itself: its caption is the title. */
  children: ComponentChildren;
}

/** A day table under a chart: its heading, "Download CSV" (the screen's one primary action), and the table scrolling sideways when wide. */
export function StatsTableFrame({ id, title, onDownload, children }: StatsTableFrameProps) {
  return (
    <section class="stats-card" aria-labelledby={`${id}-title`}>
      <div class="stats-card__head">
        <h2 id={`${id}-title`} class="stats-card__title">
          {title}
        </h2>
        <Button
          class="stats-card__download"
          onClick={() => {
            onDownload();
            toast(t('admin_stats:table.downloaded'), 'success');
          }}
        >
          {t('admin_stats:table.download')}
        </Button>
      </div>
      <div class="stats-table" role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
        {children}
      </div>
    </section>
  );
}
