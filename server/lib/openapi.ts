// The API reference (issue 25 point 5): an OpenAPI 3.1 document made from the declared calls
// (contract/api) and their superstruct structs, served at GET /api/openapi.json. A struct becomes a
// JSON Schema by walking what superstruct keeps of it (its type and parts) and what contract/struct.ts
// noted when it was made (optional, nullable, bounds, patterns, unions, defaults). A struct exported
// by a contract module is a named schema (components.schemas), referred to wherever it is used.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Struct, validate } from 'superstruct';
import type { Access, Call, Calls } from '../../contract/api/call';
import { pathParamNames } from '../../contract/api/call';
import { CONTROL_CHARACTER_REFINEMENT } from '../../contract/bounds';
import { noteOf } from '../../contract/struct';

type AnyStruct = Struct<any, any>;
export type JsonSchema = Record<string, unknown>;

/** contract/, read when the document is made (not at import: a jsdom test imports the server too). */
const contractDir = () => fileURLToPath(new URL('../../contract/', import.meta.url));

/** What a named refinement means as JSON Schema (the others are checks a schema cannot say). */
const REFINEMENTS: Record<string, JsonSchema> = {
  amount: { format: 'decimal', description: 'A plain decimal: digits, at most one point, no sign or exponent.' },
  'usd minimum': { format: 'decimal', description: 'An amount in USD: a plain decimal above 0 with at most 8 places.' },
  'date-time': { format: 'date-time' },
  'http url': { format: 'uri', pattern: '^https?://' },
  [CONTROL_CHARACTER_REFINEMENT]: { description: 'Text without control characters.' },
};

/** Who may call, as the reference says it. */
const ACCESS: Record<Access, string> = {
  guest: 'Anyone, signed in or not.',
  session: 'Anyone signed in to the group, banned and blocked people too (their own account only).',
  user: 'A signed-in person who is not banned or blocked.',
  member: 'A member whose membership is active (staff included).',
  lecturer: 'The lecturer authority: the owner, admins and lecturers.',
  admin: 'Admins and the owner.',
  owner: 'The owner only.',
  provider: 'An outside party (a payment provider, a vendor, the media server), proven by the signature of its own protocol, checked by the server.',
};

/** The schemas being made: named structs are made once, as components, and referred to. */
class Schemas {
  readonly components: Record<string, JsonSchema> = {};
  private readonly making = new Set<string>();

  constructor(private readonly names: Map<AnyStruct, string>) {}

  of(struct: AnyStruct | undefined): JsonSchema {
    if (!struct) return {};
    const name = this.names.get(struct);
    if (name) {
      if (!this.components[name] && !this.making.has(name)) {
        this.making.add(name);
        this.components[name] = this.made(struct);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return this.made(struct);
  }

  /** An object's properties and which are required, for a body, a query's parameters or a schema. */
  fields(struct: AnyStruct): { properties: Record<string, JsonSchema>; required: string[] } | null {
    const inner = unwrap(struct);
    if ((inner.type !== 'object' && inner.type !== 'type') || !inner.schema) return null;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    const partial = isPartial(struct);
    for (const [key, field] of Object.entries(inner.schema as Record<string, AnyStruct>)) {
      properties[key] = this.of(field);
      if (!partial && !isOptional(field)) required.push(key);
    }
    return { properties, required };
  }

  private made(struct: AnyStruct): JsonSchema {
    const note = noteOf(struct);
    if (note) {
      switch (note.kind) {
        case 'optional':
        case 'trimmed':
        case 'coerce':
        case 'partial':
          return note.kind === 'partial' ? this.objectOf(struct, true) : this.of(note.of);
        case 'nullable':
          return { anyOf: [this.of(note.of), { type: 'null' }] };
        case 'defaulted':
          return typeof note.fallback === 'function' ? this.of(note.of) : { ...this.of(note.of), default: note.fallback };
        case 'size': {
          const [low, high] = boundNames(kindOf(note.of));
          return { ...this.of(note.of), [low]: note.min, ...(Number.isFinite(note.max) ? { [high]: note.max } : {}) };
        }
        case 'nonempty':
          return { ...this.of(note.of), [boundNames(kindOf(note.of))[0]]: 1 };
        case 'min':
          return { ...this.of(note.of), [note.exclusive ? 'exclusiveMinimum' : 'minimum']: note.limit };
        case 'max':
          return { ...this.of(note.of), [note.exclusive ? 'exclusiveMaximum' : 'maximum']: note.limit };
        case 'pattern':
          return { ...this.of(note.of), pattern: note.pattern.source };
        case 'refine':
          return { ...this.of(note.of), ...REFINEMENTS[note.name] };
        case 'union':
          return { anyOf: note.of.map((member) => this.of(member)) };
        case 'record':
          return { type: 'object', additionalProperties: this.of(note.value) };
        case 'define':
          return { description: note.name };
      }
    }
    switch (struct.type) {
      case 'string':
      case 'number':
      case 'integer':
      case 'boolean':
        return { type: struct.type };
      case 'literal':
        return { const: struct.schema };
      case 'enums': {
        const values = Object.values(struct.schema as Record<string, unknown>);
        const types = [...new Set(values.map((value) => (typeof value === 'number' ? 'number' : 'string')))];
        return { type: types.length === 1 ? types[0] : types, enum: values };
      }
      case 'array':
        return { type: 'array', items: this.of(struct.schema as AnyStruct | undefined) };
      case 'object':
      case 'type':
        return this.objectOf(struct, false);
      default:
        return {};
    }
  }

  private objectOf(struct: AnyStruct, partial: boolean): JsonSchema {
    const inner = unwrap(struct);
    const fields = this.fields(struct);
    if (!fields) return { type: 'object' };
    return {
      type: 'object',
      properties: fields.properties,
      ...(fields.required.length > 0 && !partial ? { required: fields.required } : {}),
      // object() refuses unknown fields; type() lets them through (GET queries carry a nonce).
      ...(inner.type === 'object' ? { additionalProperties: false } : {}),
    };
  }
}

/** The struct beneath the notes that do not change its shape. */
function unwrap(struct: AnyStruct): AnyStruct {
  const note = noteOf(struct);
  if (note && 'of' in note && !Array.isArray(note.of)) return unwrap(note.of);
  return struct;
}

function kindOf(struct: AnyStruct): string {
  return unwrap(struct).type;
}

function boundNames(kind: string): [string, string] {
  if (kind === 'string') return ['minLength', 'maxLength'];
  if (kind === 'array') return ['minItems', 'maxItems'];
  if (kind === 'object' || kind === 'type' || kind === 'record') return ['minProperties', 'maxProperties'];
  return ['minimum', 'maximum'];
}

/** Whether a field may be left out: superstruct's own check of an absent value, defaults aside. */
function isOptional(struct: AnyStruct): boolean {
  const note = noteOf(struct);
  if (note && note.kind === 'defaulted') return true;
  return !validate(undefined, struct)[0];
}

function isPartial(struct: AnyStruct): boolean {
  const note = noteOf(struct);
  if (!note) return false;
  if (note.kind === 'partial') return true;
  return 'of' in note && !Array.isArray(note.of) && isPartial(note.of);
}

/** Every struct a contract module exports, by its export name (the module's name where two share one). */
export async function contractStructNames(): Promise<Map<AnyStruct, string>> {
  const names = new Map<AnyStruct, string>();
  const taken = new Set<string>();
  for (const folder of [contractDir(), join(contractDir(), 'api')]) {
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.includes('.test.'))) {
      const module = (await import(join(folder, file))) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(module)) {
        if (!(value instanceof Struct) || names.has(value)) continue;
        const name = taken.has(exported) ? `${file.replace(/\.ts$/, '')}.${exported}` : exported;
        taken.add(name);
        names.set(value, name);
      }
    }
  }
  return names;
}

/** The error catalogue (contract/errorCodes.ts): each code with the comment above it. */
export function errorCatalogue(): { name: string; code: number; description: string }[] {
  const source = readFileSync(join(contractDir(), 'errorCodes.ts'), 'utf8');
  const entries: { name: string; code: number; description: string }[] = [];
  const entry = /(?:\/\*\*([\s\S]*?)\*\/\s*)?export const (\w+) = (-?\d+);/g;
  for (const match of source.matchAll(entry)) {
    const description = (match[1] || '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
    entries.push({ name: match[2], code: Number(match[3]), description });
  }
  return entries;
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function operation(id: string, resource: string, declared: Call<string, any, any, any, Access, any>, schemas: Schemas): JsonSchema {
  const parameters: JsonSchema[] = declared.under ? [] : [{ name: 'group', in: 'path', required: true, schema: { type: 'string' }, description: "The group's id" }];
  const paramFields = declared.params ? schemas.fields(declared.params) : null;
  for (const name of pathParamNames(declared.path)) {
    const schema = paramFields?.properties[name] ?? { type: 'string' };
    parameters.push({ name, in: 'path', required: true, schema, ...(name === 'group' ? { description: "The group's id" } : {}) });
  }
  const queryFields = declared.query ? schemas.fields(declared.query) : null;
  for (const [name, schema] of Object.entries(queryFields?.properties ?? {})) {
    parameters.push({ name, in: 'query', required: queryFields!.required.includes(name), schema });
  }
  if (declared.groupIdHeader) {
    parameters.push({ name: 'group_id', in: 'header', required: true, schema: { type: 'string' }, description: "The group's id again (spec §9)" });
  }
  const op: JsonSchema = {
    operationId: id,
    tags: [resource],
    summary: declared.summary,
    description: `Who may call: ${ACCESS[declared.access]}`,
    'x-access': declared.access,
    parameters,
    responses: {
      200: declared.noContent
        ? { description: 'Taken; no content (answered as 204)' }
        : declared.file
        ? { description: 'The file, or the reply the protocol expects', content: { [declared.file]: { schema: { type: 'string', contentMediaType: declared.file } } } }
        : {
          description: 'The answer, in the envelope',
          content: { 'application/json': { schema: { type: 'object', properties: { data: schemas.of(declared.response) }, required: ['data'] } } },
        },
      default: { $ref: '#/components/responses/Error' },
    },
  };
  if (declared.access !== 'guest' && declared.access !== 'provider') op.security = [{ bearer: [] }];
  if (declared.body) {
    op.requestBody = { required: true, content: { [declared.bodyType ?? 'application/json']: { schema: schemas.of(declared.body) } } };
  } else if (declared.bodyType) {
    const type = declared.bodyType.split(';')[0];
    op.requestBody = { required: true, description: "The party's own format, signed by it", content: { [type]: { schema: {} } } };
  } else if (declared.upload) {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [declared.upload]: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: [declared.upload],
          },
        },
      },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document of `api` (contract/api/index.ts's table). */
export function openApiDocument(api: Record<string, Calls>, names: Map<AnyStruct, string>, version: string): JsonSchema {
  const schemas = new Schemas(names);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [resource, calls] of Object.entries(api)) {
    for (const [name, declared] of Object.entries(calls)) {
      const path = `${declared.under ?? '/groups/{group}'}${openApiPath(declared.path)}`;
      (paths[path] ??= {})[declared.method.toLowerCase()] = operation(`${resource}.${name}`, resource, declared, schemas);
    }
  }
  const codes = errorCatalogue().filter((entry) => entry.code > 0);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Groups API',
      version,
      description: [
        "Every call of a group's server, under `/api/groups/{group}`. A success answers `{data}`; a refusal answers",
        '`{code, message}` with an HTTP status (the codes are listed under the Error schema). Sign in with',
        '`POST /auth/mixin` (or WeChat, or a phone number) and send the access token as `Authorization: Bearer …`;',
        'renew it with `POST /auth/refresh`. What a path cannot say (state machines, money rules, the decisions',
        "where the specification is silent) is in the server's README.",
      ].join(' '),
    },
    servers: [{ url: '/api' }],
    tags: Object.keys(api).map((resource) => ({ name: resource })),
    paths,
    components: {
      schemas: {
        ...schemas.components,
        Error: {
          type: 'object',
          properties: {
            code: {
              type: 'integer',
              enum: [...new Set(codes.map((entry) => entry.code))],
              description: codes.map((entry) => `${entry.code} ${entry.name}${entry.description ? `: ${entry.description}` : ''}`).join('\n'),
            },
            message: { type: 'string' },
          },
          required: ['code', 'message'],
          'x-error-codes': codes,
        },
      },
      responses: {
        Error: { description: 'A refusal: the envelope `{code, message}`', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: "The group's access token" } },
    },
  };
}
