import { maybeCacheControlFromInfo } from '@apollo/cache-control-types';
import { Directive } from '@nestjs/graphql';
import { DirectiveLocation, GraphQLBoolean, GraphQLDirective, GraphQLEnumType, GraphQLInt, type GraphQLResolveInfo } from 'graphql';

/**
 * Apollo's cache hints (https://www.apollographql.com/docs/apollo-server/performance/caching):
 * the `@cacheControl` directive on types and fields, read by Apollo's cache-control plugin, which
 * works out each answer's policy (the shortest maxAge and the narrowest scope of every field it
 * holds), sets its Cache-Control header, and lets the response cache keep public answers. A field
 * without a hint that returns an object, and every root field without one, is not cacheable, so
 * an answer is cacheable only when everything in it was marked so on purpose.
 */
const scope = new GraphQLEnumType({ name: 'CacheControlScope', values: { PUBLIC: {}, PRIVATE: {} } });

export const cacheControlDirective = new GraphQLDirective({
  name: 'cacheControl',
  description: 'How long an answer holding this type or field may be cached, and by whom (Apollo cache hints).',
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.INTERFACE, DirectiveLocation.UNION],
  args: { maxAge: { type: GraphQLInt }, scope: { type: scope }, inheritMaxAge: { type: GraphQLBoolean } },
});

/** A type that is cached as long as the field returning it allows: it adds no limit of its own. */
export const CachedWithParent = (): ClassDecorator => Directive('@cacheControl(inheritMaxAge: true)');

/** A root field whose answer is the same for everyone: browsers and proxies may keep it `seconds`. */
export const PublicFor = (seconds: number): MethodDecorator => Directive(`@cacheControl(maxAge: ${seconds}, scope: PUBLIC)`);

/**
 * For a root field that anyone may read but whose answer depends on the viewer: kept `seconds` for
 * visitors without a session (everyone of them gets the same answer), never for a signed-in one.
 */
export function cacheForVisitors(info: GraphQLResolveInfo, signedIn: boolean, seconds: number): void {
  // Without Apollo's cache-control plugin (the socket runs none) there is nothing to hint.
  maybeCacheControlFromInfo(info)?.setCacheHint(signedIn ? { maxAge: 0 } : { maxAge: seconds, scope: 'PUBLIC' });
}
