import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  type FieldNode,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { MAX_JSON_MEMBERS, jsonShape } from '../rest/rest-input';

/**
 * Bounds on one GraphQL document, the same over HTTP and graphql-ws. The client's largest
 * document and GraphiQL's introspection query stay far below every one of them.
 */
export const GRAPHQL_LIMITS = {
  /** Checked while parsing, so an oversized document costs no more than this many tokens. */
  maxTokens: 1000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxCost: 5000,
  maxRootFields: 10,
} as const;

/** Limits of the graphql-ws transport. */
export const SOCKET_LIMITS = {
  /** A larger frame closes the socket with 1009 (message too big). */
  maxMessageBytes: 64 * 1024,
  /** A socket that has not sent connection_init by then is closed with 4408. */
  connectionInitTimeoutMs: 3000,
  maxSocketsPerSession: 16,
  maxSubscriptionsPerSocket: 25,
} as const;

/**
 * Fields that each do costly or session-changing work (an argon2 hash, a new session, a request
 * that alerts hundreds of donors): at most one of them, once, per document, so one request cannot
 * carry thousands of password guesses.
 */
export const ONCE_PER_DOCUMENT_FIELDS: ReadonlySet<string> = new Set(['login', 'register', 'refreshSession', 'createBloodRequest']);

export const GRAPHQL_PARSE_OPTIONS: ParseOptions = { maxTokens: GRAPHQL_LIMITS.maxTokens };

/**
 * Variables nested or as large as JSON bodies may be (MAX_JSON_DEPTH, MAX_JSON_MEMBERS), on every
 * transport: a JSON body is checked as it is parsed, but variables also come in a GET's query
 * string, a multipart request's operations (100 KB) and a socket's frames (64 KB). graphql-js
 * prints a whole invalid input object into each of up to 50 errors: 4,500 unknown keys in one
 * socket frame cost 330 ms of CPU, and a socket may send frame after frame.
 */
export function variablesError(variables: unknown): GraphQLError | null {
  const { problem } = jsonShape(variables ?? {}, MAX_JSON_MEMBERS);
  return problem ? new GraphQLError(`Variables refused: ${problem} (at most ${MAX_JSON_MEMBERS} members)`, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } }) : null;
}

/** The root fields an operation selects, through fragments (each fragment expanded once). */
function rootFields(context: ValidationContext, operation: OperationDefinitionNode): FieldNode[] {
  const fields: FieldNode[] = [];
  const expanded = new Set<string>();
  const visit = (selectionSet: SelectionSetNode): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!expanded.has(selection.name.value)) {
        expanded.add(selection.name.value);
        const fragment = context.getFragment(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  visit(operation.selectionSet);
  return fields;
}

/** At most `maxRootFields` root fields per operation, and the costly mutations once per document. */
const rootFieldsRule: ValidationRule = (context) => {
  let onceCount = 0;
  return {
    OperationDefinition(operation) {
      const fields = rootFields(context, operation).filter((field) => field.name.value !== '__typename');
      if (fields.length > GRAPHQL_LIMITS.maxRootFields) {
        context.reportError(
          new GraphQLError(`An operation may select at most ${GRAPHQL_LIMITS.maxRootFields} root fields, found ${fields.length}.`, { nodes: operation }),
        );
      }
      const once = fields.filter((field) => ONCE_PER_DOCUMENT_FIELDS.has(field.name.value));
      onceCount += once.length;
      if (onceCount > 1 && once.length > 0) {
        context.reportError(
          new GraphQLError(`A document may run ${[...ONCE_PER_DOCUMENT_FIELDS].join(', ')} only once, and only one of them.`, { nodes: once }),
        );
      }
    },
  };
};

// Armor's depth, alias, directive and cost rules. Its token limit is an Apollo plugin that
// answers 500, and its suggestion masking is a plugin the socket never runs: both are done
// here instead (graphql's own maxTokens while parsing, and formatGraphqlError).
const armor = new ApolloArmor({
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
  // flattenFragments: a fragment spread is not a level of its own (the client uses fragments).
  maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
  maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
  maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
  costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true },
}).protect();

/**
 * The one list of rules every GraphQL document passes, over HTTP (Apollo's `validationRules`,
 * which Apollo adds to graphql's own) and over graphql-ws (GraphqlWsServer, with graphql's own
 * rules first): the limits above, and in production no introspection. Introspection is decided
 * here and not by Apollo's `introspection` option, which only HTTP would obey.
 */
export function graphqlValidationRules(options: { isProduction: boolean }): readonly ValidationRule[] {
  return [...armor.validationRules, rootFieldsRule, ...(options.isProduction ? [NoSchemaIntrospectionCustomRule] : [])];
}

/** graphql's rules and ours, for a validate() call that starts from nothing (the socket). */
export function allValidationRules(options: { isProduction: boolean }): readonly ValidationRule[] {
  return [...specifiedRules, ...graphqlValidationRules(options)];
}

/** Removes graphql's "Did you mean ...?" hints, which reveal the schema when introspection is off. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '');
}
