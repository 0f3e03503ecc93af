import { buildSchema, parse, validate } from 'graphql';
import { allValidationRules, GRAPHQL_PARSE_OPTIONS, withoutSuggestions } from './graphql-limits';

/** A recursive schema, deep enough to exceed every limit. */
const schema = buildSchema(`
  directive @tag on FIELD
  type Node { id: ID! child: Node children: [Node!]! }
  type Query { node: Node a: Int b: Int c: Int d: Int e: Int f: Int g: Int h: Int i: Int j: Int k: Int }
  type Mutation { login: Boolean register: Boolean refreshSession: Boolean logout: Boolean }
`);

function errorsOf(query: string): string[] {
  return validate(schema, parse(query, GRAPHQL_PARSE_OPTIONS), allValidationRules({ isProduction: false })).map((error) => error.message);
}

const nested = (depth: number) => `${'child { '.repeat(depth)}id${' }'.repeat(depth)}`;

/** A tree that doubles at every level, written small with one fragment per level. */
function doublingTree(levels: number): string {
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === 0 ? 'fragment L0 on Node { id }' : `fragment L${i} on Node { child { ...L${i - 1} } children { ...L${i - 1} } }`,
  );
  return `{ node { ...L${levels - 1} } } ${fragments.join(' ')}`;
}

describe('GraphQL limits', () => {
  it('accepts ordinary documents', () => {
    expect(errorsOf(`{ node { ${nested(7)} } a b }`)).toEqual([]);
    expect(errorsOf('mutation { login logout }')).toEqual([]);
    expect(errorsOf('{ __typename a b c d e f g h i j __typename }')).toEqual([]);
  });

  it('bounds depth, aliases, directives and cost', () => {
    expect(errorsOf(`{ node { ${nested(11)} } }`).join()).toMatch(/depth limit/i);
    expect(errorsOf(`{ ${Array.from({ length: 16 }, (_, i) => `x${i}: a`).join(' ')} }`).join()).toMatch(/Aliases limit of 15/);
    expect(errorsOf(`{ a ${'@tag '.repeat(11)} }`).join()).toMatch(/Directives limit of 10/);
    expect(errorsOf(doublingTree(4))).toEqual([]);
    expect(errorsOf(doublingTree(9)).join()).toMatch(/Query Cost limit of 5000/);
  });

  it('counts root fields through fragments, at most 10', () => {
    expect(errorsOf('{ a b c d e f g h i j k }').join()).toMatch(/at most 10 root fields, found 11/);
    expect(errorsOf('{ a b c ...F ... on Query { j k } } fragment F on Query { d e f g h i }').join()).toMatch(/found 11/);
    // A fragment spread twice merges into one set of fields.
    expect(errorsOf('{ ...F ...F } fragment F on Query { a b c d e f }')).toEqual([]);
  });

  it('runs login, register and refreshSession once per document, and only one of them', () => {
    for (const query of [
      'mutation { login register }',
      'mutation { a: login b: login }',
      'mutation { ...M login } fragment M on Mutation { refreshSession }',
      'mutation One { login } mutation Two { register }',
    ]) {
      expect(errorsOf(query).join()).toMatch(/only once/);
    }
  });

  it('stops parsing past 1000 tokens', () => {
    expect(() => parse(`{ ${'a '.repeat(1000)}}`, GRAPHQL_PARSE_OPTIONS)).toThrow(/1000 tokens/);
  });

  it('removes graphql\'s suggestions from messages', () => {
    expect(withoutSuggestions('Cannot query field "mee" on type "Query". Did you mean "me"?')).toBe('Cannot query field "mee" on type "Query".');
    expect(withoutSuggestions('Unknown argument "idd" on field "Query.user". Did you mean "id", "ids", or "uid"?')).toBe('Unknown argument "idd" on field "Query.user".');
    expect(withoutSuggestions('Field "x" is not defined by type "In".')).toBe('Field "x" is not defined by type "In".');
  });
});
