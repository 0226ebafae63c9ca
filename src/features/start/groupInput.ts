// Group ids are URL path segments: letters, digits, '-' and '_'.
const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The group id in what a person typed: the id itself, or a pasted group link
 * (`https://host/#/demo/home` → `demo`). Null when it is neither.
 */
export function parseGroupInput(input: string): string | null {
  let value = input.trim();
  const hash = value.indexOf('#/');
  if (hash >= 0) value = value.slice(hash + 2).split(/[/?#]/)[0];
  return GROUP_ID.test(value) ? value : null;
}
