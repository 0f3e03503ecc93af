import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext, type GraphQLRequestListener } from '@apollo/server';
import { PluginsExplorerService, type ApolloDriverConfig } from '@nestjs/apollo';
import { Inject, Injectable } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  execute,
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type OperationDefinitionNode,
} from 'graphql';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import type { GraphqlContext } from './graphql-context';
import { graphqlOptions } from './graphql-options';

/** A query document that parsed and passed every rule, kept by its text. */
interface Prepared {
  document: DocumentNode;
  /** Apollo's key for the text (sha256, hex), which plugins read as `queryHash`. */
  queryHash: string;
  /** The operation when the document holds one; with several, found by name per request. */
  single: OperationDefinitionNode | null;
}

/** Documents kept (valid ones, and the text of those left to Apollo); clients send a handful. */
const DOCUMENTS_MAX = 500;
/** Longer texts are left to Apollo rather than kept as keys (comments and spaces are not tokens). */
const QUERY_TEXT_MAX = 16_384;
/** Accept headers whose content type Apollo chose, kept to answer the same way. */
const ACCEPTS_MAX = 100;
/** Accept header absent: Apollo answers JSON. */
const NO_ACCEPT = '';

/** The listener hooks the fast path runs, as Apollo does; a plugin wanting any other leaves the request to Apollo. */
const SUPPORTED_HOOKS = new Set(['responseForOperation', 'willSendResponse']);

type Listener = GraphQLRequestListener<GraphqlContext>;
type RequestContext = GraphQLRequestContext<GraphqlContext>;

interface Body {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** A POST body Apollo would take as is: a query string, and nothing that needs its pipeline (extensions, persisted queries). */
function plainBody(body: unknown): Body | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (typeof query !== 'string' || query.length === 0 || query.length > QUERY_TEXT_MAX || extensions !== undefined) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  return body as Body;
}

/** JSON, which is also what satisfies Apollo's CSRF prevention (a content type a form cannot send). */
function isJson(contentType: string | undefined): boolean {
  return contentType === 'application/json' || (contentType?.startsWith('application/json;') ?? false);
}

/**
 * GraphQL queries over HTTP answered without Apollo's request pipeline, with the same result.
 *
 * Apollo does a great deal per request that a repeated query does not need: it copies every
 * header into a map and parses the URL, hashes the query text (sha256) to find its cached
 * document, negotiates the content type twice, and awaits every plugin hook of every stage. For a
 * signed-out `{ __typename }` that was most of the cost of the request. Here a POST whose JSON
 * body carries a query already parsed and validated (by the same rules as Apollo's, and without
 * introspection) is executed directly against the same schema, with the same context, the same
 * error formatting and result text, and the same plugins' hooks (responseForOperation and
 * willSendResponse, the ones ours use). Everything else goes to Apollo unchanged: mutations,
 * uploads, GET, batches, extensions, documents that fail to parse or validate, requests whose
 * variables fail to coerce (nothing has run yet, and Apollo reports them as it does), unknown
 * Accept headers (until Apollo has answered one, whose choice is then reused), and any plugin
 * asking for another hook.
 */
@Injectable()
export class GraphqlFastPath {
  private readonly options: ApolloDriverConfig;
  private readonly rules = [...specifiedRules, NoSchemaIntrospectionCustomRule];
  /** Valid query documents by text; `false` for a text left to Apollo (invalid, not a query, too many operations). */
  private readonly documents = new Map<string, Prepared | false>();
  /** The content type Apollo answered for an Accept header. */
  private readonly contentTypes = new Map<string, string>([[NO_ACCEPT, 'application/json; charset=utf-8']]);
  private plugins?: ApolloServerPlugin<GraphqlContext>[];
  /** Requests answered here (tests show which path answered). */
  answered = 0;

  constructor(
    private readonly schemaHost: GraphQLSchemaHost,
    private readonly modules: ModulesContainer,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.options = graphqlOptions(config);
    this.rules.push(...(this.options.validationRules ?? []));
  }

  /** Apollo's route handler, with queries answered here first. */
  wrap(apollo: RouteHandlerMethod): RouteHandlerMethod {
    const answer = (request: FastifyRequest, reply: FastifyReply) => this.answer(request, reply);
    const learnAccept = (request: FastifyRequest, reply: FastifyReply) => this.learnAccept(request, reply);
    // A function, not an arrow: Apollo's handler is called with the route's own `this`.
    return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const text = await answer(request, reply);
      if (text !== undefined) return text;
      const result: unknown = await apollo.call(this, request, reply);
      learnAccept(request, reply);
      return result;
    };
  }

  /** The answer's text when the query is answered here (status and headers set), or undefined for Apollo. */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    if (request.method !== 'POST' || !isJson(request.headers['content-type'])) return undefined;
    const contentType = this.contentTypes.get(request.headers.accept ?? NO_ACCEPT);
    if (contentType === undefined) return undefined;
    const body = plainBody(request.body);
    if (!body) return undefined;
    const prepared = this.prepared(body.query);
    if (!prepared) return undefined;
    const operation = prepared.single ?? getOperationAST(prepared.document, body.operationName ?? undefined);
    if (!operation || operation.operation !== 'query' || (prepared.single && body.operationName && prepared.single.name?.value !== body.operationName)) {
      return undefined;
    }

    const contextValue = (this.options.context as (request: FastifyRequest, reply: FastifyReply) => GraphqlContext)(request, reply);
    const requestContext = {
      request: { query: body.query, operationName: body.operationName ?? undefined, variables: body.variables ?? undefined },
      response: { http: { status: undefined, headers: new HeaderMap() } },
      contextValue,
      schema: this.schemaHost.schema,
      source: body.query,
      queryHash: prepared.queryHash,
      document: prepared.document,
      operation,
      operationName: operation.name?.value ?? null,
      metrics: {},
    } as unknown as RequestContext;
    let ran = false;
    let result: FormattedExecutionResult | undefined;
    try {
      const listeners = await this.listeners(requestContext);
      if (!listeners) return undefined;
      for (const listener of listeners) {
        const response = await listener.responseForOperation?.(requestContext as never);
        if (response) {
          if (response.body.kind !== 'single') return undefined;
          if (response.http?.status) requestContext.response.http.status = response.http.status;
          for (const [name, value] of response.http?.headers ?? []) requestContext.response.http.headers.set(name, value);
          result = response.body.singleResult;
          break;
        }
      }
      if (!result) {
        ran = true;
        const executed: ExecutionResult = await execute({
          schema: this.schemaHost.schema,
          document: prepared.document,
          contextValue,
          variableValues: body.variables ?? undefined,
          operationName: body.operationName ?? undefined,
        });
        // No data: the request failed before any field ran (its variables did not coerce). Apollo
        // answers that, with its own error classes and status.
        if (executed.data === undefined) return undefined;
        result = executed.errors ? { ...executed, errors: this.formatErrors(executed.errors, requestContext) } : executed;
      }
      (requestContext.response as { body?: unknown }).body = { kind: 'single', singleResult: result };
      for (const listener of listeners) await listener.willSendResponse?.(requestContext as never);
    } catch (error) {
      // A plugin's hook failed. Before the query ran, Apollo takes the request from the start (a
      // query changes nothing); after, the answer is Apollo's for an error it did not expect: a 500.
      if (!ran) return undefined;
      const http = { status: undefined as number | undefined, headers: new HeaderMap() };
      requestContext.response.http = http;
      result = { errors: this.formatErrors([error instanceof GraphQLError ? error : new GraphQLError(String((error as Error)?.message ?? error), { originalError: error as Error })], requestContext) };
      http.status ??= 500;
    }

    this.answered++;
    const http = requestContext.response.http;
    for (const [name, value] of http.headers) void reply.header(name, value);
    void reply.header('content-type', contentType).code(http.status ?? 200);
    const stringify = this.options.stringifyResult as (result: FormattedExecutionResult) => string;
    return stringify({ errors: result.errors, data: result.data, extensions: result.extensions });
  }

  /** The plugins' listeners for this request, or undefined when one wants a hook only Apollo runs. */
  private async listeners(requestContext: RequestContext): Promise<Listener[] | undefined> {
    // Apollo's own list, as Nest's driver makes it: the configured plugins, then the @Plugin()
    // providers. (The driver's defaults, landing page and drain, do nothing per request.)
    this.plugins ??= [
      ...((this.options.plugins ?? []) as ApolloServerPlugin<GraphqlContext>[]),
      ...(new PluginsExplorerService(this.modules).explore({}) as ApolloServerPlugin<GraphqlContext>[]),
    ];
    const listeners: Listener[] = [];
    for (const plugin of this.plugins) {
      const listener = await plugin.requestDidStart?.(requestContext);
      if (!listener) continue;
      if (Object.keys(listener).some((hook) => !SUPPORTED_HOOKS.has(hook))) return undefined;
      listeners.push(listener);
    }
    return listeners;
  }

  /** The document for a query text, parsed and validated once; undefined when Apollo must take it. */
  private prepared(query: string): Prepared | undefined {
    let prepared = this.documents.get(query);
    if (prepared === undefined) {
      prepared = this.prepare(query);
      if (this.documents.size >= DOCUMENTS_MAX) this.documents.delete(this.documents.keys().next().value as string);
      this.documents.set(query, prepared);
    }
    return prepared || undefined;
  }

  private prepare(query: string): Prepared | false {
    let document: DocumentNode;
    try {
      document = parse(query, this.options.parseOptions);
    } catch {
      return false;
    }
    if (validate(this.schemaHost.schema, document, this.rules).length > 0) return false;
    const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
    if (!operations.some((operation) => operation.operation === 'query')) return false;
    return { document, queryHash: createHash('sha256').update(query).digest('hex'), single: operations.length === 1 ? operations[0] : null };
  }

  /**
   * Apollo's errors, formatted as it formats them: the code defaults to INTERNAL_SERVER_ERROR, an
   * `http` extension sets the status and headers, then the app's formatError (stack traces are
   * never included here, as `includeStacktraceInErrorResponses` is off).
   */
  private formatErrors(errors: readonly GraphQLError[], requestContext: RequestContext): GraphQLFormattedError[] {
    const formatError = this.options.formatError as (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
    const http = requestContext.response.http;
    return errors.map((error) => {
      try {
        const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? 'INTERNAL_SERVER_ERROR' };
        const head = extensions.http as { status?: number; headers?: Map<string, string> } | undefined;
        if (head && typeof head === 'object') {
          if (head.status) http.status = head.status;
          for (const [name, value] of head.headers ?? []) http.headers.set(name, value);
          delete extensions.http;
        }
        return formatError({ ...error.toJSON(), extensions }, error);
      } catch {
        return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
    });
  }

  /** After Apollo answered a query in full (200), the content type it chose for this Accept header is reused. */
  private learnAccept(request: FastifyRequest, reply: FastifyReply): void {
    const accept = request.headers.accept;
    if (accept === undefined || this.contentTypes.has(accept) || reply.statusCode !== 200 || this.contentTypes.size >= ACCEPTS_MAX) return;
    if (request.method !== 'POST' || !isJson(request.headers['content-type'])) return;
    const chosen = reply.getHeader('content-type');
    if (typeof chosen === 'string' && chosen.startsWith('application/')) this.contentTypes.set(accept, chosen);
  }
}
