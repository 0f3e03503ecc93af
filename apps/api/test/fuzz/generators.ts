import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/** A REST route of the app, as Nest registered it (under /api/v1). */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** With `:name` parameters, e.g. /api/v1/request/create-help/:requestId */
  path: string;
}

export interface RestCase {
  method: RestRoute['method'];
  url: string;
  body?: string;
}

export interface GraphqlCase {
  query: string;
  variables?: Record<string, unknown>;
}

const METHODS: Partial<Record<RequestMethod, RestRoute['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.DELETE]: 'DELETE',
};

/** Every REST route of the running app, found through Nest's discovery (so a new route is fuzzed too). */
export function restRoutes(app: INestApplication, prefix = '/api/v1'): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const wrapper of app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!controller) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const name of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name];
      if (typeof handler !== 'function' || name === 'constructor') continue;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      if (path === undefined || !method) continue;
      routes.push({ method, path: `${prefix}/${[base, path].filter(Boolean).join('/')}`.replace(/\/+/g, '/') });
    }
  }
  return routes;
}

/** Texts that have reached 500s elsewhere: controls, NUL, bidi, huge numbers, dates Postgres refuses, SQL-ish and path-ish text. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u202eNIMDA',
    '\u200b\u200b\u200b',
    '',
    ' ',
    'null',
    'undefined',
    '9'.repeat(120),
    '275760-09-13',
    '+275760-09-13T00:00:00.000Z',
    '2026-02-30',
    '0000-00-00',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '\ud800',
    'O+',
    'ab+',
    '560034',
    'asha@example.com',
    '00000000-0000-4000-8000-000000000000',
    'WyJ4IiwieSJd',
  ),
);

const leaf = fc.oneof(nastyText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(1e308), fc.constant(-0));

/** A JSON value with the app's field names as keys more often than not. */
function jsonBody(fields: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype'));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 8 }),
    ),
  }));
  return value;
}

/** Field and parameter names the app's forms use (so generated bodies reach the rules, not only the whitelist). */
export const FIELD_NAMES = [
  'email', 'password', 'userName', 'dateOfBirth', 'bloodGroup', 'phoneNo', 'address', 'addressLine', 'district', 'state', 'pincode',
  'applicant', 'reason', 'date', 'title', 'category', 'description', 'startsAt', 'endsAt', 'link', 'contact', 'currentPassword',
  'newPassword', 'availableToDonate', 'lastDonationDate', 'token', 'prompt', 'filter', 'first', 'after', 'page', 'limit',
];

const deepJson = fc.integer({ min: 100, max: 3000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);

/** A path segment; a lone surrogate (which encodeURIComponent refuses) as the bytes a broken client sends. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** REST calls: every route, bodies and query strings generated, path parameters filled with nasty text. */
export function restCase(routes: RestRoute[]): fc.Arbitrary<RestCase> {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      params: fc.array(fc.oneof(nastyText, fc.uuid()), { minLength: 4, maxLength: 4 }),
      query: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 8 })), fc.oneof(nastyText, fc.array(nastyText, { maxLength: 3 })), { maxKeys: 4 }),
      body: fc.oneof({ weight: 8, arbitrary: jsonBody(FIELD_NAMES).map((value) => JSON.stringify(value) ?? 'null') }, { weight: 1, arbitrary: deepJson }, { weight: 1, arbitrary: fc.string({ maxLength: 30 }) }),
    })
    .map(({ route, params, query, body }) => {
      let index = 0;
      const path = route.path.replace(/:[A-Za-z]+/g, () => pathSegment(params[index++ % params.length] || 'x'));
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
      const qs = search.toString();
      return { method: route.method, url: qs ? `${path}?${qs}` : path, body: route.method === 'GET' ? undefined : body };
    });
}

type Value = { literal: string; json: unknown };

/** A value for an input type: usually of the right shape (nasty inside), sometimes of the wrong one. */
function inputValue(type: GraphQLInputType, depth: number): fc.Arbitrary<Value> {
  const wrong: fc.Arbitrary<Value> = leaf.map((json) => ({ literal: JSON.stringify(json ?? null) ?? 'null', json }));
  if (isNonNullType(type)) return inputValue(type.ofType, depth);
  if (isListType(type)) {
    return fc.oneof(
      fc.array(inputValue(type.ofType as GraphQLInputType, depth + 1), { maxLength: 3 }).map((items) => ({ literal: `[${items.map((i) => i.literal).join(', ')}]`, json: items.map((i) => i.json) })),
      wrong,
    );
  }
  if (isEnumType(type)) {
    const names = type.getValues().map((value) => value.name);
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names).map((name) => ({ literal: name, json: name })) }, { weight: 1, arbitrary: wrong });
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return wrong;
    const fields = Object.values(type.getFields());
    return fc.oneof(
      { weight: 5, arbitrary: fc
        .tuple(...fields.map((field) => fc.option(inputValue(field.type, depth + 1), { freq: 5 })), fc.option(fc.tuple(fc.constantFrom(...FIELD_NAMES, 'extra'), leaf), { freq: 4 }))
        .map((parts) => {
          const extra = parts.pop() as [string, unknown] | null;
          const entries = fields.flatMap((field, i) => (parts[i] ? [[field.name, parts[i] as Value] as const] : []));
          const json: Record<string, unknown> = Object.fromEntries(entries.map(([name, value]) => [name, value.json]));
          let literal = entries.map(([name, value]) => `${name}: ${value.literal}`).join(', ');
          if (extra && !(extra[0] in json)) {
            json[extra[0]] = extra[1];
            literal += `${literal ? ', ' : ''}${extra[0]}: ${JSON.stringify(extra[1] ?? null) ?? 'null'}`;
          }
          return { literal: `{${literal}}`, json };
        }) },
      { weight: 1, arbitrary: wrong },
    );
  }
  const named = getNamedType(type);
  if (isScalarType(named)) {
    const text = nastyText.map((s) => ({ literal: JSON.stringify(s), json: s }));
    switch (named.name) {
      case 'Int':
        return fc.oneof(fc.integer({ min: -5, max: 200 }).map((n) => ({ literal: String(n), json: n })), fc.constant({ literal: '99999999999', json: 99999999999 }), text);
      case 'Float':
        return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => ({ literal: String(n), json: n })), text);
      case 'Boolean':
        return fc.oneof(fc.boolean().map((b) => ({ literal: String(b), json: b })), text);
      default:
        return fc.oneof({ weight: 5, arbitrary: text }, { weight: 1, arbitrary: wrong });
    }
  }
  return wrong;
}

/** A selection of an output type's scalar fields (and one level of objects), arguments left out. */
function selection(type: GraphQLObjectType, depth: number): fc.Arbitrary<string> {
  const fields = Object.values(type.getFields()).filter((field) => field.args.every((arg) => !isNonNullType(arg.type)));
  if (fields.length === 0) return fc.constant('__typename');
  return fc.subarray(fields, { minLength: 1, maxLength: Math.min(4, fields.length) }).chain((chosen) =>
    fc
      .tuple(
        ...chosen.map((field) => {
          const named = getNamedType(field.type);
          if (isObjectType(named)) return depth < 2 ? selection(named, depth + 1).map((inner) => `${field.name} { ${inner} }`) : fc.constant('__typename');
          if (!isScalarType(named) && !isEnumType(named)) return fc.constant('__typename');
          return fc.constant(field.name);
        }),
      )
      .map((parts) => [...new Set(parts)].join(' ')),
  );
}

/** One operation on one root field of the schema, its arguments as literals or as variables. */
export function graphqlCase(schema: GraphQLSchema): fc.Arbitrary<GraphqlCase> {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ].flatMap(([kind, type]) => (type ? Object.values((type as GraphQLObjectType).getFields()).map((field) => ({ kind: kind as string, field })) : []));
  return fc
    .record({ root: fc.constantFrom(...roots), asVariables: fc.boolean(), dropRequired: fc.nat({ max: 9 }) })
    .chain(({ root, asVariables, dropRequired }) => {
      const field = root.field as GraphQLField<unknown, unknown>;
      const args: GraphQLArgument[] = field.args.filter((arg, i) => !(dropRequired === 0 && i === 0));
      const named = getNamedType(field.type);
      const select = isObjectType(named) ? selection(named, 0).map((s) => ` { ${s} }`) : fc.constant('');
      return fc.tuple(fc.tuple(...args.map((arg) => inputValue(arg.type, 0))), select).map(([values, sel]) => {
        if (args.length === 0) return { query: `${root.kind} { ${field.name}${sel} }` };
        if (!asVariables) {
          const list = args.map((arg, i) => `${arg.name}: ${values[i].literal}`).join(', ');
          return { query: `${root.kind} { ${field.name}(${list})${sel} }` };
        }
        const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
        const list = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
        return {
          query: `${root.kind} Fuzz(${definitions}) { ${field.name}(${list})${sel} }`,
          variables: Object.fromEntries(args.map((arg, i) => [arg.name, values[i].json])),
        };
      });
    });
}
