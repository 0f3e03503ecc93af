import { SetMetadata } from '@nestjs/common';

export const REQUIRES_MODERATOR = 'redhope:requires-moderator';

/**
 * Moderators only: the auth guard refuses anyone else (FORBIDDEN; UNAUTHENTICATED when signed
 * out) before the handler runs. The service checks the role again in its transaction.
 */
export const ModeratorOnly = () => SetMetadata(REQUIRES_MODERATOR, true);
