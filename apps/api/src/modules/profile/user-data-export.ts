/** The format of the document, for whoever reads it later. */
export const USER_DATA_EXPORT_FORMAT = 'redhope-user-data/1';

export interface UserDataExport {
  format: string;
  exportedAt: string;
  profile: Record<string, unknown>;
  requests: Record<string, unknown>[];
  helpsGiven: Record<string, unknown>[];
  helpBlocks: Record<string, unknown>[];
  campaigns: Record<string, unknown>[];
  campRsvps: Record<string, unknown>[];
  notifications: Record<string, unknown>[];
  reports: { requests: Record<string, unknown>[]; campaigns: Record<string, unknown>[] };
  sessions: Record<string, unknown>[];
  pushSubscriptions: Record<string, unknown>[];
  donations: Record<string, unknown>[];
}

/**
 * The document's sections in their order, by place (a dotted path is a section inside another).
 * Each is given by the module that owns the data (a PersonalDataOwner): the profile (users), the
 * user's requests, the requests they offered to help, the users they blocked from helping them and
 * their reports of requests (requests),
 * their campaigns, reports of campaigns and answers to camps (campaigns), notifications, and their sessions' dates
 * (auth), their devices' push subscriptions (push), their record of donations (donations). A section a new owner adds goes after these.
 */
export const USER_DATA_EXPORT_LAYOUT = [
  'profile',
  'requests',
  'helpsGiven',
  'helpBlocks',
  'campaigns',
  'campRsvps',
  'notifications',
  'reports.requests',
  'reports.campaigns',
  'sessions',
  'pushSubscriptions',
  'donations',
] as const;

/** Puts the owners' sections in the document, in the layout's order; a missing one is a programming error. */
export function buildUserDataExport(sections: ReadonlyMap<string, unknown>, exportedAt: Date = new Date()): UserDataExport {
  const document: Record<string, unknown> = { format: USER_DATA_EXPORT_FORMAT, exportedAt: exportedAt.toISOString() };
  const known: ReadonlySet<string> = new Set(USER_DATA_EXPORT_LAYOUT);
  const paths = [...USER_DATA_EXPORT_LAYOUT, ...[...sections.keys()].filter((path) => !known.has(path))];
  for (const path of paths) {
    if (!sections.has(path)) throw new Error(`No personal data owner exports the section ${path}`);
    const keys = path.split('.');
    const last = keys.pop() as string;
    let place = document;
    for (const key of keys) place = (place[key] ??= {}) as Record<string, unknown>;
    place[last] = sections.get(path);
  }
  return document as unknown as UserDataExport;
}
