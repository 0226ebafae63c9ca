import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as codes from '../contract/errorCodes';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, any>;

describe('the error catalogue', () => {
  // Negative codes are made up by the client, with texts of their own (errors:no_response…).
  const sent = Object.entries(codes).filter(([, code]) => code > 0);

  it.each(['en', 'zh', 'ja'])('has a human text for every code the server sends, in %s', (lang) => {
    const core = read(lang, 'errors').codes as Record<string, string>;
    const rest = read(lang, 'codes');
    const missing = sent.filter(([, code]) => !core[code] && !rest[code]).map(([name, code]) => `${name} (${code})`);
    expect(missing).toEqual([]);
  });

  it('speaks to people, not developers: no raw server wording in English', () => {
    const texts = [...Object.values(read('en', 'errors').codes), ...Object.values(read('en', 'codes'))] as string[];
    for (const text of texts) {
      expect(text).toMatch(/^[A-Z].*[.!]$/);
      expect(text).not.toMatch(/\b(resource|OAuth|null|undefined|error code)\b/i);
    }
  });
});
