import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'redhope:is-public';

/** Opens a route or resolver to signed-out visitors. Everything else needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
