import { useLocation } from 'preact-iso';
import { t } from '../../../lib/i18n';
import { homeHref, matchPath, to } from '../../../lib/paths';
import { unknownGroup } from '../../group';
import { ExceptionNotice } from '../components/ExceptionNotice';

/**
 * Any URL no route matches (§8), and every page of a group the server does not know (issue 26
 * point 12): then the group itself is what is missing, and its home is no way out.
 */
export default function NotFoundScreen() {
  const { url } = useLocation();
  const group = matchPath(url).params.group;
  const noGroup = !!group && unknownGroup(group);
  return (
    <ExceptionNotice
      title={noGroup ? t('exception:group_not_found.title') : t('exception:not_found.title')}
      actions={
        <a class="ui-btn ui-btn--secondary" href={noGroup ? to('index', {}) : homeHref(url)}>
          {noGroup ? t('exception:group_not_found.action') : t('common:actions.back_home')}
        </a>
      }
    >
      <p>{noGroup ? t('exception:group_not_found.hint', { group }) : t('exception:not_found.hint')}</p>
    </ExceptionNotice>
  );
}
