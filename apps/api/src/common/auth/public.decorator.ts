import { SetMetadata, applyDecorators } from '@nestjs/common';

export const IS_PUBLIC = 'redhope:is-public';
export const IDENTIFY_CALLER = 'redhope:identify-caller';

/** Opens a route or resolver to signed-out visitors. Everything else needs a session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Open to signed-out visitors, but a signed-in caller is still identified (read it with
 * @CurrentAuthOrNull): a public request page shows its owner the owner's view.
 */
export const PublicIdentified = () => applyDecorators(Public(), SetMetadata(IDENTIFY_CALLER, true));
