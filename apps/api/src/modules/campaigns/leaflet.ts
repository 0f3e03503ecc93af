import { VALIDATION_MESSAGES } from '@redhope/domain';
import type { ImageProfile } from '../uploads';

/**
 * A leaflet is stored at the sizes its pages show it: `card` in the feed's camp cards (up to
 * about 320 CSS pixels wide, twice that for high-density screens) and `detail` on the campaign
 * page, where its small print must stay readable. Very tall posters are bounded too.
 */
export const LEAFLET_IMAGE: ImageProfile = {
  kind: 'leaflet',
  variants: [
    { name: 'card', width: 640, height: 1280 },
    { name: 'detail', width: 1280, height: 2560 },
  ],
  tooLargeMessage: VALIDATION_MESSAGES.leafletTooLarge,
};

/** The multipart field that carries the leaflet (SPEC section 7). */
export const LEAFLET_FIELD = 'leaflet';
