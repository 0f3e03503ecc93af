// eslint-disable-next-line @nx/enforce-module-boundaries -- a test-only parser (devDependency) checks the writer's output; the library itself imports nothing
import ICAL from 'ical.js';
import { escapeIcsText, foldIcsLine, icsCalendar, icsIndiaLocal, type CalendarEvent } from './calendar';

const stamp = new Date('2026-11-26T10:00:00Z');

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return { component, events: component.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)) };
}

describe('icsCalendar', () => {
  it('writes an all-day event that a real parser reads as that date, across a month end', () => {
    const text = icsCalendar([{ uid: 'eligible-1@redhope', stamp, time: { kind: 'date', date: '2027-01-31' }, summary: 'You may donate blood again' }]);
    const [event] = parse(text).events;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-01-31');
    expect(event.endDate.toString()).toBe('2027-02-01');
    expect(event.uid).toBe('eligible-1@redhope');
    expect(event.summary).toBe('You may donate blood again');
  });

  it('puts a leap day and a year end on the right days', () => {
    const [leap] = parse(icsCalendar([{ uid: 'a', stamp, time: { kind: 'date', date: '2028-02-29' }, summary: 'x' }])).events;
    expect([leap.startDate.toString(), leap.endDate.toString()]).toEqual(['2028-02-29', '2028-03-01']);
    const [yearEnd] = parse(icsCalendar([{ uid: 'b', stamp, time: { kind: 'date', date: '2026-12-31' }, summary: 'x' }])).events;
    expect(yearEnd.endDate.toString()).toBe('2027-01-01');
  });

  it("writes a timed event in India's time with its VTIMEZONE, and it is the same instant", () => {
    // 00:30 on 1 March in India is still 28 February in UTC.
    const start = new Date('2027-02-28T19:00:00Z');
    const end = new Date(start.getTime() + 4 * 3_600_000);
    const text = icsCalendar([{ uid: 'camp-1@redhope', stamp, time: { kind: 'india', start, end }, summary: 'Camp' }]);
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20270301T003000\r\n');
    const { component, events } = parse(text);
    const zone = component.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(zone as ICAL.Component);
    const [event] = events;
    expect(event.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(end.toISOString());
    expect(event.startDate.day).toBe(1);
    expect(event.startDate.month).toBe(3);
  });

  it('ends every line in CRLF, folds at 75 octets without splitting a character, and escapes text', () => {
    const summary = 'रक्तदान शिविर, Sector 5; "Hall\\B"\nBring ID '.repeat(4);
    const event: CalendarEvent = { uid: 'u', stamp, time: { kind: 'date', date: '2026-12-01' }, summary, description: 'a,b;c\\d\r\ne' };
    const text = icsCalendar([event]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(text).toContain('DESCRIPTION:a\\,b\\;c\\\\d\\ne');
    const [parsed] = parse(text).events;
    expect(parsed.summary).toBe(summary);
    expect(parsed.description).toBe('a,b;c\\d\ne');
  });

  it('has the pieces RFC 5545 asks for', () => {
    const text = icsCalendar([{ uid: 'u', stamp, time: { kind: 'date', date: '2026-12-01' }, summary: 's', url: 'https://example.org/campaign/1' }], 'Redhope');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text).toContain('DTSTAMP:20261126T100000Z\r\n');
    expect(text).not.toContain('VTIMEZONE');
    expect(text).toContain('URL:https://example.org/campaign/1\r\n');
  });
});

describe('the pieces', () => {
  it('escapes backslash first', () => expect(escapeIcsText('\\,')).toBe('\\\\\\,'));
  it('folds ASCII at 75 then 74 plus the space', () => {
    const folded = foldIcsLine('x'.repeat(200)).split('\r\n');
    expect(folded.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });
  it('writes India local time', () => expect(icsIndiaLocal(new Date('2026-12-31T18:30:00Z'))).toBe('20270101T000000'));
});
