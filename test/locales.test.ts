// Every language carries every English key, with a real value and the same {{variables}}; a
// missing key would silently show English (fallbackLng) and a missing variable would show a gap.
// Plurals follow each language's own categories: English needs `x_one` and `x_other`, while
// Chinese and Japanese have only `other`, so they carry `x_other` (and `x_zero` if English has it).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(__dirname, '..', 'locales');
const OTHER_LANGUAGES = ['zh', 'ja'];

type Tree = { [key: string]: unknown };

/** Leaf paths of a nested JSON object, as `a.b.c`, with their values. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
      else out.set(path, value);
    }
  }
  return out;
}

/** Interpolation variables, e.g. `{{count}}`, `{{- name}}` and `{{amount, number}}` → count, name, amount. */
function variables(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  const names = new Set<string>();
  for (const m of value.matchAll(/\{\{\s*-?\s*([\w.]+)/g)) names.add(m[1]);
  return [...names].sort();
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * The keys `lang` must carry for the English keys: plural forms are swapped for the language's
 * own categories; `_zero` (an explicit text for none) is kept everywhere. Also returns the plural
 * forms `lang` may carry beyond those (English's own, harmless when copied).
 */
function expectedKeys(enKeys: string[], lang: string): { required: Set<string>; optional: Set<string> } {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const all = new Set(enKeys);
  const required = new Set<string>();
  const optional = new Set<string>();
  for (const key of enKeys) {
    const m = PLURAL.exec(key);
    if (!m || !all.has(`${m[1]}_other`)) {
      required.add(key);
    } else if (m[2] === 'zero') {
      required.add(key);
    } else {
      for (const category of categories) required.add(`${m[1]}_${category}`);
      optional.add(key);
    }
  }
  return { required, optional };
}

const readJson = (lang: string, file: string): unknown => JSON.parse(readFileSync(join(LOCALES_DIR, lang, file), 'utf8'));
const jsonFiles = (lang: string) => readdirSync(join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json')).sort();

const namespaces = jsonFiles('en');

describe('locales', () => {
  it('has English namespaces to compare', () => {
    expect(namespaces).toContain('common.json');
  });

  it('registers every English namespace file in locales/en/index.ts', () => {
    // A namespace is either core (imported and bundled) or typed only
    // (`name: typeof import('./name.json')`) and fetched with its route.
    const index = readFileSync(join(LOCALES_DIR, 'en', 'index.ts'), 'utf8');
    const core = new Map<string, string>();
    for (const m of index.matchAll(/import\s+(\w+)\s+from\s+['"]\.\/([\w-]+\.json)['"]/g)) core.set(m[2], m[1]);
    const coreNames = (/export const core\s*=\s*\{([^}]*)\}/.exec(index)?.[1] ?? '')
      .split(',').map((s) => s.split(':')[0].trim()).filter(Boolean);
    const typed = new Set<string>();
    for (const m of index.matchAll(/(\w+):\s*typeof import\(['"]\.\/([\w-]+)\.json['"]\)/g)) {
      if (m[1] === m[2]) typed.add(`${m[2]}.json`);
    }
    const registered = (file: string) =>
      (core.has(file) && coreNames.includes(core.get(file) as string)) || typed.has(file);
    const missing = namespaces.filter((file) => !registered(file));
    expect(missing, 'namespace files not registered in locales/en/index.ts').toEqual([]);
  });

  for (const lang of OTHER_LANGUAGES) {
    it(`${lang} has exactly the English namespace files`, () => {
      expect(jsonFiles(lang)).toEqual(namespaces);
    });
  }

  describe.each(namespaces)('%s', (file) => {
    const en = leaves(readJson('en', file));

    it('has no empty English value', () => {
      const empty = [...en].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    it.each(OTHER_LANGUAGES)('%s has every English key (plurals in its own forms), no others, none empty', (lang) => {
      const other = leaves(readJson(lang, file));
      const { required, optional } = expectedKeys([...en.keys()], lang);
      const missing = [...required].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !required.has(k) && !optional.has(k));
      const empty = [...other].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
    });

    it.each(OTHER_LANGUAGES)('%s uses the same {{variables}} as English', (lang) => {
      const other = leaves(readJson(lang, file));
      // A plural form is compared with English's `_other`, whose variables every form shares.
      const englishFor = (key: string) => {
        const m = PLURAL.exec(key);
        return en.has(key) ? en.get(key) : m ? en.get(`${m[1]}_other`) : undefined;
      };
      const differing = [...other]
        .filter(([k]) => englishFor(k) !== undefined)
        .filter(([k, v]) => variables(englishFor(k)).join() !== variables(v).join())
        .map(([k, v]) => `${k}: en {${variables(englishFor(k)).join(', ')}} vs ${lang} {${variables(v).join(', ')}}`);
      expect(differing).toEqual([]);
    });
  });
});

describe('English spelling', () => {
  it('is British throughout the interface: favourite, colour (issue 10: one spelling per language)', () => {
    const dir = join(LOCALES_DIR, 'en');
    const texts = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readFileSync(join(dir, f), 'utf8').replace(/"[\w.-]+":/g, ''));
    for (const text of texts) expect(text).not.toMatch(/\b(favorite|favorites|favorited|color|colors)\b/i);
  });
});

describe('Chinese wording', () => {
  it('calls a group 社群 everywhere, never 群组 or a bare 群 (issue 10: one word for "group")', () => {
    const dir = join(LOCALES_DIR, 'zh');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      // 群主 (the owner) and 群昵称 (a member's name in the group) are the platform's own terms.
      expect(text.replace(/社群|群主|群昵称/g, ''), file).not.toMatch(/群/);
    }
  });
});
