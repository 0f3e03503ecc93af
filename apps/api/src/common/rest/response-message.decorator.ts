import { SetMetadata } from '@nestjs/common';

export const RESPONSE_MESSAGE = 'redhope:response-message';

/** The `message` of a successful REST envelope (default 'Success'). */
export const ResponseMessage = (message: string) => SetMetadata(RESPONSE_MESSAGE, message);
