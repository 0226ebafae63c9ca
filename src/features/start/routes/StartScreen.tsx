import { t } from '../../../lib/i18n';
import { visitedGroups } from '../../group';
import { StartGroupList } from '../components/StartGroupList';
import { StartOpenForm } from '../components/StartOpenForm';
import './StartScreen.css';

/** The index `/`: the groups opened in this browser, or how to open one. */
export default function StartScreen() {
  const groups = visitedGroups.value;
  const example = `${location.origin}${location.pathname}#/<${t('start:group_id')}>`;
  // Split around the example so it can be set apart as code, wherever the language puts it.
  const hint = t('start:empty_hint', { example: '\u0000' }).split('\u0000');
  return (
    <div class="start-screen">
      <h1 class="start-screen__title">{t('start:title')}</h1>
      {groups.length > 0 ? (
        <section class="start-screen__card" aria-labelledby="start-visited">
          <h2 class="start-screen__subtitle" id="start-visited">
            {t('start:visited')}
          </h2>
          <StartGroupList groups={groups} />
        </section>
      ) : (
        <section class="start-screen__card">
          <h2 class="start-screen__subtitle">{t('start:empty_title')}</h2>
          <p class="start-screen__hint">
            {hint[0]}
            <code>{example}</code>
            {hint[1]}
          </p>
        </section>
      )}
      <section class="start-screen__card">
        <StartOpenForm />
      </section>
    </div>
  );
}
