import { SetMetadata } from '@nestjs/common';

export const CHANGES_STATE = 'redhope:changes-state';

/**
 * Marks a GET that changes state (logout, fulfil, cancel, remove: the SPEC's contract makes them
 * GETs), so the cross-site guard checks it like a POST. Every other method is checked anyway.
 */
export const ChangesState = () => SetMetadata(CHANGES_STATE, true);
