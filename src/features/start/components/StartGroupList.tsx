import { t } from '../../../lib/i18n';
import { to } from '../../../lib/paths';
import { Avatar } from '../../../ui/Avatar';
import { Icon } from '../../../ui/Icon';
import { forgetVisit, type VisitedGroup } from '../../group';
import './StartGroupList.css';

/** The groups this browser has opened, most recent first. */
export function StartGroupList({ groups }: { groups: VisitedGroup[] }) {
  return (
    <ul class="start-groups">
      {groups.map((g) => (
        <li key={g.group_id} class="start-groups__item">
          <a class="start-groups__link" href={to('group', { group: g.group_id })}>
            <Avatar url={g.avatar_url} name={g.name || g.group_id} />
            <span class="start-groups__name">
              {g.name || g.group_id}
              <span class="start-groups__id">{g.group_id}</span>
            </span>
          </a>
          <button
            type="button"
            class="ui-icon-btn"
            aria-label={t('start:forget', { name: g.name || g.group_id })}
            onClick={() => forgetVisit(g.group_id)}
          >
            <Icon name="close" />
          </button>
        </li>
      ))}
    </ul>
  );
}
