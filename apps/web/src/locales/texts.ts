import type assistant from './en/assistant';
import type auth from './en/auth';
import type campaigns from './en/campaigns';
import type common from './en/common';
import type home from './en/home';
import type legal from './en/legal';
import type moderation from './en/moderation';
import type notifications from './en/notifications';
import type profile from './en/profile';
import type requests from './en/requests';

/**
 * The namespaces of the texts, by their English file: one per feature, plus `common` (what every
 * page may show) and `legal`. Each language has a file per namespace (en/requests.ts,
 * hi/requests.ts...), fetched when a screen first needs it (lib/i18n.ts).
 */
export interface Resources {
  common: typeof common;
  home: typeof home;
  auth: typeof auth;
  profile: typeof profile;
  campaigns: typeof campaigns;
  requests: typeof requests;
  notifications: typeof notifications;
  assistant: typeof assistant;
  legal: typeof legal;
  moderation: typeof moderation;
}

export type Widen<T> = T extends string ? string : T extends readonly string[] ? readonly string[] : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape another language follows: the English keys, with any text in place of the English. */
export type Texts<English> = Widen<English>;
