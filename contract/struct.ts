// superstruct, as contract/ writes its structs: the same functions, each also noting what its
// struct cannot say about itself. A superstruct struct knows its type and, for objects, enums and
// arrays, its parts (`type`, `schema`), but not that it is optional or nullable, its bounds, its
// pattern or a union's members: those live in closures. The API reference (GET /api/openapi.json,
// server/openapi) reads them from here. The structs themselves are superstruct's, unchanged; the
// app's build takes superstruct itself for this module (vite.config.ts), so no screen carries the notes.
import * as superstruct from 'superstruct';
import type { Struct } from 'superstruct';

export * from 'superstruct';

type AnyStruct = Struct<any, any>;

/** What a struct made here is, beyond its type and schema. */
export type StructNote =
  | { kind: 'optional' | 'nullable' | 'trimmed' | 'coerce'; of: AnyStruct }
  | { kind: 'defaulted'; of: AnyStruct; fallback: unknown }
  | { kind: 'size'; of: AnyStruct; min: number; max: number }
  | { kind: 'min' | 'max'; of: AnyStruct; limit: number; exclusive: boolean }
  | { kind: 'pattern'; of: AnyStruct; pattern: RegExp }
  | { kind: 'nonempty'; of: AnyStruct }
  | { kind: 'refine'; of: AnyStruct; name: string }
  | { kind: 'union'; of: AnyStruct[] }
  | { kind: 'record'; key: AnyStruct; value: AnyStruct }
  | { kind: 'partial'; of: AnyStruct }
  | { kind: 'define'; name: string };

const notes = new WeakMap<AnyStruct, StructNote>();

/** What is noted of `struct`, if it was made here. */
export function noteOf(struct: AnyStruct): StructNote | undefined {
  return notes.get(struct);
}

function noted<S extends AnyStruct>(struct: S, note: StructNote): S {
  notes.set(struct, note);
  return struct;
}

export const optional: typeof superstruct.optional = (struct) => noted(superstruct.optional(struct), { kind: 'optional', of: struct });
export const nullable: typeof superstruct.nullable = (struct) => noted(superstruct.nullable(struct), { kind: 'nullable', of: struct });
export const trimmed: typeof superstruct.trimmed = (struct) => noted(superstruct.trimmed(struct), { kind: 'trimmed', of: struct });
export const nonempty: typeof superstruct.nonempty = (struct) => noted(superstruct.nonempty(struct), { kind: 'nonempty', of: struct });
export const partial: typeof superstruct.partial = (struct) =>
  noted(superstruct.partial(struct), { kind: 'partial', of: struct as AnyStruct });

export const coerce: typeof superstruct.coerce = (struct, condition, coercer) =>
  noted(superstruct.coerce(struct, condition, coercer), { kind: 'coerce', of: struct });

export const defaulted: typeof superstruct.defaulted = (struct, fallback, options) =>
  noted(superstruct.defaulted(struct, fallback, options), { kind: 'defaulted', of: struct, fallback });

export const size: typeof superstruct.size = (struct, min, max = min) =>
  noted(superstruct.size(struct, min, max), { kind: 'size', of: struct, min, max });

export const min: typeof superstruct.min = (struct, limit, options = {}) =>
  noted(superstruct.min(struct, limit, options), { kind: 'min', of: struct, limit: Number(limit), exclusive: !!options.exclusive });

export const max: typeof superstruct.max = (struct, limit, options = {}) =>
  noted(superstruct.max(struct, limit, options), { kind: 'max', of: struct, limit: Number(limit), exclusive: !!options.exclusive });

export const pattern: typeof superstruct.pattern = (struct, regexp) =>
  noted(superstruct.pattern(struct, regexp), { kind: 'pattern', of: struct, pattern: regexp });

export const refine: typeof superstruct.refine = (struct, name, refiner) =>
  noted(superstruct.refine(struct, name, refiner), { kind: 'refine', of: struct, name });

export const union: typeof superstruct.union = ((structs: AnyStruct[]) =>
  noted(superstruct.union(structs as [AnyStruct]), { kind: 'union', of: structs })) as typeof superstruct.union;

export const record: typeof superstruct.record = (key, value) =>
  noted(superstruct.record(key, value), { kind: 'record', key, value });

export const define: typeof superstruct.define = (name, validator) =>
  noted(superstruct.define(name, validator), { kind: 'define', name });
