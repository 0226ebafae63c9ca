import { useSignal } from '@preact/signals';
import { t } from '../../../lib/i18n';
import { InfiniteList } from '../../../ui/InfiniteList';
import { CourseCard } from '../../course';
import { loadFavoritePage } from '../model';
import { FavoriteAlbumCard } from './FavoriteAlbumCard';
import type { FavoriteType } from '../../../../contract/favorite';
import './FavoriteList.css';

const TYPES: FavoriteType[] = ['course', 'album'];

/** §2 favorites: the person's favourite courses and albums, newest first, paged with has_more. */
export function FavoriteList({ group }: { group: string }) {
  const tab = useSignal<FavoriteType>('course');
  const type = tab.value;
  return (
    <div class="favorite-list">
      <div class="favorite-list__tabs" role="tablist">
        {TYPES.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={kind === type ? 'true' : 'false'}
            class="favorite-list__tab"
            onClick={() => (tab.value = kind)}
          >
            {t(`favorite:tabs.${kind}`)}
          </button>
        ))}
      </div>
      <InfiniteList
        label={t(`favorite:tabs.${type}`)}
        resetKey={type}
        load={(at) => loadFavoritePage(group, type, at.cursor)}
        getKey={(item) => (item.type === 'course' ? `c${item.course.course_id}` : `a${item.album.album_id}`)}
        renderItem={(item) =>
          item.type === 'course' ? (
            <CourseCard group={group} course={item.course} unfinished={!item.course.finished_at} />
          ) : (
            <FavoriteAlbumCard group={group} album={item.album} />
          )
        }
        emptyText={t(`favorite:empty.${type}`)}
      />
    </div>
  );
}
