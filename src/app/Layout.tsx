import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { i18n, t, textsLoaded } from '../lib/i18n';
import { historyIndex, navigate } from '../lib/location';
import { routeUrl } from '../lib/paths';
import { isLoggedIn } from '../lib/session';
import { clearCustomTheme, currentTheme } from '../lib/theme';
import { account } from '../features/account';
import { groupPublic, groupSettings, loadGroup, unknownGroup } from '../features/group';
import { AppBottomNav } from './AppBottomNav';
import { AppTopBar } from './AppTopBar';
import { offline, screenLoading } from './network';
import { notFoundScreen, type ScreenMatch } from './screens';
import { showBottomNav, tabScreen, visibleTabs } from './tabs';
import './Layout.css';

/** §2: back goes one step back when there is in-app history, else to the group home. */
export function goBack(group: string): void {
  if (historyIndex.value > 0) history.back();
  else navigate(routeUrl('group-home', { group }), true);
}

/**
 * What every screen of a group reads: its public info, config and settings, and the account when
 * logged in. Requests already on their way are shared, so asking again costs nothing; the boot
 * asks before the first render, so these go out as soon as the entry script has run.
 */
export function loadGroupData(group: string): void {
  loadGroup(group);
  if (isLoggedIn(group)) account.ensure(group);
}

/**
 * The frame around every screen of a group: top bar, content and bottom
 * navigation. It also loads the group's data (loadGroupData), so each screen finds it cached.
 */
export function Layout({ match, children }: { match: ScreenMatch; children: ComponentChildren }) {
  const group = match.params.group || null;
  const route = match.def;
  const loggedIn = group ? isLoggedIn(group) : false;

  useEffect(() => {
    if (group) loadGroupData(group);
  }, [group, loggedIn]);

  const settings = group ? groupSettings.of(group).data : undefined;
  const info = group ? groupPublic.of(group).data : undefined;
  const customTheme = settings ? settings.custom_theme : info ? info.custom_theme : null;
  // A custom theme may have a colour of its own for dark mode: applied again when the theme changes.
  const theme = currentTheme.value;
  useEffect(() => {
    if (!customTheme) {
      clearCustomTheme();
      return;
    }
    // The colour maths comes with the first group that has a custom theme, not the first paint.
    let live = true;
    import('../lib/customTheme').then((m) => {
      if (live) m.applyCustomTheme(customTheme, theme);
    }, () => {});
    return () => {
      live = false;
    };
  }, [customTheme, theme]);

  // A group the server does not know (a wrong or old link) has no frame: the router shows the
  // not-found page for every path of it (issue 26 point 12).
  if (!group || unknownGroup(group)) {
    return (
      <main id="main" class="app-layout__main">
        {children}
      </main>
    );
  }

  // Only tabs whose screens this build has can be linked to.
  const tabs = visibleTabs(settings).filter((tab) => !!tabScreen(tab));
  const activeTab = route ? route.tab : null;
  const withNav = showBottomNav(tabs, activeTab);
  const titleKey = (route || notFoundScreen).title;
  // The title's texts come with the screen's chunk: the group's name rather than a raw key (or an
  // empty h1) until then, and the bar renders again when they arrive (reading textsLoaded
  // subscribes to it).
  const textsReady = textsLoaded.value >= 0 && i18n.exists(titleKey);
  // The me tab's bar names the tab, as every other tab's does: the spec's person's name there (§2,
  // cut to 7 characters, §9) said it twice above the profile card's full name (issue 26 point 15).
  const title = textsReady ? t(titleKey as 'common:app.name') : info ? info.name : '';

  return (
    <div class={withNav ? 'app-layout app-layout--bar app-layout--nav' : 'app-layout app-layout--bar'}>
      <AppTopBar title={title} onBack={activeTab ? undefined : () => goBack(group)} />
      {screenLoading.value && <div class="app-progress" role="progressbar" aria-label={t('ui:loading')} />}
      {offline.value && (
        <p class="app-offline" role="status">
          {t('common:offline')}
        </p>
      )}
      <main id="main" class="app-layout__main">
        {children}
      </main>
      {withNav && <AppBottomNav group={group} tabs={tabs} active={activeTab} />}
    </div>
  );
}
