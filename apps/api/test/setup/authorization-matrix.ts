import type { Response } from 'supertest';

/**
 * The authorization matrices (requests, campaigns, donations, push): each operation is called as
 * every role, and each role's outcome is what the row expects: an HTTP status for REST, an error
 * code (or 'OK') for GraphQL.
 */

/** A GraphQL answer's outcome: its first error's code, or 'OK'. */
export function graphqlOutcome(res: Pick<Response, 'body'>): string {
  const errors = (res.body as { errors?: { extensions?: { code?: unknown } }[] }).errors;
  return errors ? String(errors[0].extensions?.code) : 'OK';
}

/** "anonymous 401, another user 403, owner 200": a row's expectations, for its test's name. */
export function expectedOutcomes<Role extends string>(roles: readonly Role[], expected: Record<Role, unknown>): string {
  return roles.map((role) => `${role} ${String(expected[role])}`).join(', ');
}

/**
 * One test for one row of a matrix: calls `outcomeAs` for each role in turn (each call sets up
 * what it needs: a fresh scene, so state-changing calls do not influence one another) and expects
 * the row's outcome for that role. A failure names the role.
 */
export function itAsEachRole<Role extends string, Outcome>(
  label: string,
  roles: readonly Role[],
  expected: Record<Role, Outcome>,
  outcomeAs: (role: Role) => Promise<Outcome>,
): void {
  it(`${label}: ${expectedOutcomes(roles, expected)}`, async () => {
    for (const role of roles) {
      expect({ role, outcome: await outcomeAs(role) }).toEqual({ role, outcome: expected[role] });
    }
  });
}
