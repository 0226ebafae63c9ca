/**
 * A form rule: `true` when the value passes, otherwise the translated message
 * to show under the field. Rules are plain functions so forms, the editable
 * field sheet and tests share them.
 */
export type Rule = (value: string) => true | string;

export function validate(value: string, rules: Rule[]): true | string {
  for (const rule of rules) {
    const r = rule(value);
    if (r !== true) return r;
  }
  return true;
}
