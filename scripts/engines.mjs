// The engines the app promises, from one place: package.json's `browserslist` (Chrome 73 for the
// Android System WebView inside WeChat and wallet apps on old phones, iOS 12.2 for Safari's). The
// build's targets (vite.config.ts), the CSS guard (stylelint.config.mjs, through the same entry)
// and the JS check (scripts/check-es2019.mjs) all read it.
import browserslist from 'browserslist';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

/** The first version of each engine that runs all of ES2019 (the syntax and library the check allows). */
export const ES2019_SINCE = { chrome: 73, and_chr: 73, android: 73, edge: 79, firefox: 67, safari: 12.1, ios_saf: 12.2 };

/** The build tool's name for a browserslist engine. */
const BUILD_NAME = { chrome: 'chrome', and_chr: 'chrome', android: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios' };

/** browserslist's answer for package.json: `['chrome 73', 'ios_saf 12.2-12.5']`. */
export function targetEngines(root = ROOT) {
  return browserslist(undefined, { path: root });
}

/** An entry as engine and lowest version: `ios_saf 12.2-12.5` is ios_saf, 12.2. */
function parse(entry) {
  const [name, versions] = entry.split(' ');
  return { name, version: Number(versions.split('-')[0]) };
}

/** The build's targets for these engines: `['chrome73', 'ios12.2']`. */
export function buildTargets(engines) {
  return engines.map((entry) => {
    const { name, version } = parse(entry);
    if (!BUILD_NAME[name]) throw new Error(`browserslist names ${entry}, which the build has no target for`);
    return `${BUILD_NAME[name]}${version}`;
  });
}

/** Entries that ES2019 is too new for (or that this table does not know): the check would then pass code they cannot run. */
export function olderThanEs2019(engines) {
  return engines.filter((entry) => {
    const { name, version } = parse(entry);
    return !(name in ES2019_SINCE) || version < ES2019_SINCE[name];
  });
}
