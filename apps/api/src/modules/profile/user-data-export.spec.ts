import { buildUserDataExport, USER_DATA_EXPORT_FORMAT, USER_DATA_EXPORT_LAYOUT } from './user-data-export';

describe('buildUserDataExport', () => {
  const sections = () => new Map<string, unknown>([...USER_DATA_EXPORT_LAYOUT].reverse().map((path) => [path, [path]]));

  it("puts the owners' sections in the document's order, dotted ones inside their parent", () => {
    const document = buildUserDataExport(sections(), new Date('2026-01-02T03:04:05.000Z'));
    expect(JSON.stringify(document)).toBe(
      JSON.stringify({
        format: USER_DATA_EXPORT_FORMAT,
        exportedAt: '2026-01-02T03:04:05.000Z',
        profile: ['profile'],
        requests: ['requests'],
        helpsGiven: ['helpsGiven'],
        helpBlocks: ['helpBlocks'],
        campaigns: ['campaigns'],
        campRsvps: ['campRsvps'],
        notifications: ['notifications'],
        reports: { requests: ['reports.requests'], campaigns: ['reports.campaigns'] },
        sessions: ['sessions'],
        pushSubscriptions: ['pushSubscriptions'],
        donations: ['donations'],
      }),
    );
  });

  it('adds a new owner\'s section after the known ones, and refuses a document with a section missing', () => {
    const withMore = sections().set('aNewSection', []);
    expect(Object.keys(buildUserDataExport(withMore)).at(-1)).toBe('aNewSection');
    const missing = sections();
    missing.delete('sessions');
    expect(() => buildUserDataExport(missing)).toThrow('No personal data owner exports the section sessions');
  });
});
