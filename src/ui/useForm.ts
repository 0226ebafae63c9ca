import { useSignal } from '@preact/signals';
import { useEffect, useId, useRef } from 'preact/hooks';

type Name<V> = Extract<keyof V, string>;

/**
 * Why a form was not sent or not taken, by field: a broken rule (a translated sentence) or a
 * call's refusal (an error `FieldError` says in the catalogue's words). `form` is the form's own
 * line above its submit button, for what belongs to no one field.
 */
export type FormErrors<V> = { [K in Name<V> | 'form']?: unknown };

export interface FormSend<V, T> {
  /** The rules what was typed breaks, said under their fields before anything is sent. */
  check?: (values: V) => FormErrors<V> | null | undefined;
  /** Asked after the rules hold and before sending (a confirmation); false sends nothing. */
  confirm?: (values: V) => Promise<boolean>;
  /** Sends what was typed; its rejection is a refusal. */
  send: (values: V) => Promise<T>;
  /** After the send went through: a toast, a reset, the next screen. */
  done?: (result: T, values: V) => void;
  /** Where a refusal is said: under the form by default ({form: error}); {} when said elsewhere. */
  refusal?: (error: unknown, values: V) => FormErrors<V>;
}

/** What a text field (input, textarea, select) needs from its form. */
export interface BoundField {
  id: string;
  value: string;
  onInput: (e: Event) => void;
  'aria-invalid'?: 'true';
  'aria-describedby'?: string;
}

export interface BindOptions {
  /** The id of the field's hint, read with it (and after the error when there is one). */
  hint?: string;
  /** What is kept of a typing (e.g. an amount held to its precision), given what was there. */
  accept?: (before: string, typed: string) => string;
}

function hasErrors(errors: FormErrors<unknown> | null | undefined): boolean {
  if (!errors) return false;
  for (const key in errors) if (errors[key as 'form'] !== undefined && errors[key as 'form'] !== null) return true;
  return false;
}

/**
 * Every form of the app is built on this (issue 26 point 16): what was typed, what is being sent,
 * and why it was not taken, by field. What was typed is never lost: a broken rule or a refusal
 * keeps it, and typing into a field clears that field's error. The field and error ids come from
 * one `useId`, so a field is described by its error (`bind`) and `FieldError` gets the same id
 * (`errorOf`).
 */
export function useForm<V extends Record<string, unknown>>(initial: V) {
  const base = useId();
  const values = useSignal<V>(initial);
  const errors = useSignal<FormErrors<V>>({});
  const busy = useSignal(false);

  const fieldId = (name: Name<V> | 'form') => `${base}-${name}`;
  const errorId = (name: Name<V> | 'form') => `${base}-${name}-error`;
  const errorOf = (name: Name<V> | 'form') => ({ id: errorId(name), error: errors.value[name] });

  const set = <K extends Name<V>>(name: K, value: V[K]) => {
    values.value = { ...values.value, [name]: value };
    if (errors.value[name] !== undefined) errors.value = { ...errors.value, [name]: undefined };
  };

  const form = {
    id: base,
    get values() {
      return values.value;
    },
    get errors() {
      return errors.value;
    },
    get busy() {
      return busy.value;
    },
    fieldId,
    errorId,
    errorOf,
    set,
    /** Says why, by field (e.g. an outcome's refusal), keeping what was typed. */
    fail(next: FormErrors<V>) {
      errors.value = next;
    },
    /** Back to `to` (by default what the form began with), no errors. */
    reset(to: Partial<V> = initial) {
      values.value = { ...values.value, ...to };
      errors.value = {};
    },
    /** The props of a text field named `name`. */
    bind(name: Name<V>, options: BindOptions = {}): BoundField {
      const error = errors.value[name];
      const wrong = error !== undefined && error !== null;
      const described = [wrong ? errorId(name) : '', options.hint || ''].filter(Boolean).join(' ');
      return {
        id: fieldId(name),
        value: String(values.value[name] ?? ''),
        onInput: (e: Event) => {
          const input = e.currentTarget as HTMLInputElement;
          let typed = input.value;
          if (options.accept) {
            typed = options.accept(String(values.value[name] ?? ''), typed);
            if (input.value !== typed) input.value = typed;
          }
          set(name, typed as V[Name<V>]);
        },
        'aria-invalid': wrong ? 'true' : undefined,
        'aria-describedby': described || undefined,
      };
    },
    /**
     * The form's submit handler: the rules, then the confirmation, then the send, once at a time.
     * Returns the handler; calling it without an event (a button outside the form) works too.
     */
    submit<T>(how: FormSend<V, T>) {
      return (e?: Event) => {
        if (e) e.preventDefault();
        if (busy.value) return;
        const now = values.value;
        const broken = how.check ? how.check(now) : null;
        if (broken && hasErrors(broken)) {
          errors.value = broken;
          return;
        }
        errors.value = {};
        busy.value = true;
        const asked = how.confirm ? how.confirm(now) : Promise.resolve(true);
        asked
          .then((go) => {
            if (!go) {
              busy.value = false;
              return;
            }
            return how.send(now).then(
              (result) => {
                busy.value = false;
                if (how.done) how.done(result, now);
              },
              (error: unknown) => {
                busy.value = false;
                errors.value = how.refusal ? how.refusal(error, now) : { form: error };
              },
            );
          })
          .catch((error: unknown) => {
            busy.value = false;
            errors.value = { form: error };
          });
      };
    },
  };
  return form;
}

export type Form<V extends Record<string, unknown>> = ReturnType<typeof useForm<V>>;

/**
 * A form over a saved value that may change while it shows (a cached read, then the fresh one;
 * another admin's save): each field named in `saved` takes the new value unless it was typed into
 * (it no longer shows the value it last followed). What someone is typing is never replaced.
 */
export function useFollowSaved<V extends Record<string, unknown>>(form: Form<V>, saved: Partial<V>): void {
  const followed = useRef(saved);
  useEffect(() => {
    const before = followed.current;
    for (const name in saved) {
      if (saved[name] === before[name]) continue;
      if (form.values[name] === before[name]) form.set(name as Name<V>, saved[name] as V[Name<V>]);
    }
    followed.current = saved;
  });
}
