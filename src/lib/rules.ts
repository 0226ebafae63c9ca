import { t } from './i18n';
import { isHexColor } from './color';
import { compare, isValidAmount } from '../../contract/money';

/**
 * A form rule: `true` when the value passes, otherwise the translated message
 * to show under the field. Rules are plain functions so forms, the editable
 * field sheet and tests share them.
 *
 * Format rules pass an empty value so optional fields can use them; put
 * `required()` first where a value is needed. Messages are looked up when the
 * rule runs, so a language switch shows in the next validation.
 */
export type Rule = (value: string) => true | string;

export function validate(value: string, rules: Rule[]): true | string {
  for (const rule of rules) {
    const r = rule(value);
    if (r !== true) return r;
  }
  return true;
}

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const PIN = /^\d{6}$/;
// E.164 allows at most 15 digits; 6 is the shortest number worth dialling here.
const PHONE = /^\+?\d{6,15}$/;
const PHONE_SEPARATORS = /[\s()-]/g;
const MAINLAND_MOBILE = /^(?:\+?86)?1[3-9]\d{9}$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CODES = '10X98765432';

function check(test: (value: string) => boolean, message: () => string): Rule {
  return (value) => value === '' || test(value) || message();
}

/** Characters as a reader counts them: an emoji or a CJK character is one. */
function letterCount(value: string): number {
  return Array.from(value).length;
}

export { isHexColor } from './color';

/** A mainland China mobile number, with or without the +86 / 86 prefix (§1: payouts need one). */
export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value.replace(PHONE_SEPARATORS, ''));
}

/**
 * A resident ID number (GB 11643): 17 digits with a valid birth date, then a
 * check character (digit or X) from the ISO 7064 MOD 11-2 checksum.
 */
export function isMainlandIdNumber(value: string): boolean {
  const id = value.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const year = +id.slice(6, 10);
  const month = +id.slice(10, 12);
  const day = +id.slice(12, 14);
  const birth = new Date(year, month - 1, day);
  if (year < 1800 || birth.getFullYear() !== year || birth.getMonth() !== month - 1 || birth.getDate() !== day) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += +id[i] * ID_WEIGHTS[i];
  return ID_CHECK_CODES[sum % 11] === id[17];
}

function isHttpLink(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** At least one character that is not whitespace (§5 "at least 1 character"). */
export function required(): Rule {
  return (value) => value.trim() !== '' || t('rules:required');
}

export function integer(): Rule {
  return check((v) => INTEGER.test(v), () => t('rules:integer'));
}

export function number(): Rule {
  return check((v) => NUMBER.test(v), () => t('rules:number'));
}

/** §5 Payment: numeric and not negative, else 'Error Order Amount'. */
export function amount(): Rule {
  return check((v) => NUMBER.test(v) && isValidAmount(v), () => t('rules:amount'));
}

/** Strictly above `min` (§9: fiat benchmark price above 0.01). Non-numbers fail too. */
export function moreThan(min: string): Rule {
  return check((v) => NUMBER.test(v) && compare(v, min) > 0, () => t('rules:more_than', { min }));
}

export function atLeast(min: string): Rule {
  return check((v) => NUMBER.test(v) && compare(v, min) >= 0, () => t('rules:at_least', { min }));
}

export function atMost(max: string): Rule {
  return check((v) => NUMBER.test(v) && compare(v, max) <= 0, () => t('rules:at_most', { max }));
}

/** An http or https URL with a host. */
export function link(): Rule {
  return check(isHttpLink, () => t('rules:link'));
}

/**
 * §5 Link allow-list: the entry must start with the given prefix, e.g.
 * `https://example.com/`. Compared case-insensitively, as schemes and hosts are.
 */
export function urlPrefix(host: string): Rule {
  const prefix = host.toLowerCase();
  return check(
    (v) => v.slice(0, prefix.length).toLowerCase() === prefix,
    () => t('rules:url_prefix', { host }),
  );
}

/** International phone number: digits with an optional leading +; spaces, dashes and brackets ignored. */
export function phone(): Rule {
  return check((v) => PHONE.test(v.replace(PHONE_SEPARATORS, '')), () => t('rules:phone'));
}

export function mainlandPhone(): Rule {
  return check(isMainlandMobile, () => t('rules:mainland_phone'));
}

export function idNumber(): Rule {
  return check(isMainlandIdNumber, () => t('rules:id_number'));
}

/** At least `min` characters, ignoring surrounding spaces (§5: 2, 4 and 16 are used). */
export function minLetters(min: number): Rule {
  return check((v) => letterCount(v.trim()) >= min, () => t('rules:min_letters', { min }));
}

/** At most `max` characters (§5: 200). */
export function maxLetters(max: number): Rule {
  return check((v) => letterCount(v) <= max, () => t('rules:max_letters', { max }));
}

/** §5 Theme colours: #RGB or #RRGGBB. */
export function hexColor(): Rule {
  return check(isHexColor, () => t('rules:hex_color'));
}

/** §5 Withdrawal PIN: exactly 6 digits. */
export function pin(): Rule {
  return check((v) => PIN.test(v), () => t('rules:pin'));
}

/**
 * The first broken rule of each field, for a form's `check` (ui/useForm): a field whose rules all
 * pass is left out, so nothing broken is `{}`.
 */
export function brokenRules<V extends Record<string, unknown>>(values: V, rules: { [K in keyof V]?: Rule[] }): { [K in keyof V]?: string } {
  const out: { [K in keyof V]?: string } = {};
  for (const name in rules) {
    const verdict = validate(String(values[name] ?? ''), rules[name] || []);
    if (verdict !== true) out[name] = verdict;
  }
  return out;
}
