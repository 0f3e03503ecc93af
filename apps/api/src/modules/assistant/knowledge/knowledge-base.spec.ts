import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLOOD_GROUPS, PROCESSING_FEE_CAP_INR, DEFERRAL_MONTHS, RED_CELL_RECIPIENTS, type BloodGroup } from '@redhope/domain';
import { redactDoses } from '../safety/dose-guard';
import { HEALTH_SECTIONS, KnowledgeBase, loadTopics, type Topic } from './knowledge-base';

const topics = loadTopics();
const knowledge = new KnowledgeBase(topics);
const topic = (title: string): Topic => {
  const found = topics.find((t) => t.title === title);
  if (!found) throw new Error(`no topic "${title}"`);
  return found;
};

/** The client's routes (SPEC section 2), with their parameters as patterns. */
const APP_ROUTES = [/^\/$/, /^\/auth\/(login|signup)$/, /^\/profile(\/(requests|contributions))?$/, /^\/profile-edit$/, /^\/create-request$/, /^\/create-campaign$/, /^\/notifications$/, /^\/health-assistant$/, /^\/privacy$/, /^\/terms$/];

describe('the curated knowledge base', () => {
  it('covers Redhope, blood donation and common health questions', () => {
    expect(topics.length).toBeGreaterThanOrEqual(60);
    expect(new Set(topics.map((t) => t.kind))).toEqual(new Set(['product', 'donation', 'health']));
    expect(new Set(topics.map((t) => t.title)).size).toBe(topics.length);
  });

  it.each([
    'fever', 'dengue', 'malaria', 'typhoid', 'anaemia', 'thyroid', 'blood pressure', 'heat stroke', 'dehydration', 'cold and cough',
    'acidity', 'back pain', 'headache', 'PCOS', 'pregnancy care', 'child vaccination', 'tuberculosis', 'diarrhoea', 'burns', 'cuts',
    'snake bite', 'diabetes', 'sleep', 'weight loss', 'immunity', 'stress', 'blood group compatibility', 'after donating blood',
  ])('has a topic on %s', (subject) => {
    expect(knowledge.search(subject).length).toBeGreaterThan(0);
  });

  it('gives every health topic the three sections', () => {
    for (const t of topics.filter((x) => x.kind === 'health')) {
      for (const section of HEALTH_SECTIONS) expect(t.body).toContain(`### ${section}`);
    }
  });

  it('never gives a medicine dose', () => {
    for (const t of topics) expect(redactDoses(t.body)).toBe(t.body);
  });

  it('links only to the app\'s own pages', () => {
    const links = topics.flatMap((t) => [...t.body.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(APP_ROUTES.some((route) => route.test(link))).toBe(true);
  });

  it('states red-cell compatibility exactly as the domain rules do', () => {
    const rows = [...topic('Blood group compatibility').body.matchAll(/^\| (O|A|B|AB)([+-]) \| (.+) \|$/gm)];
    expect(rows).toHaveLength(8);
    for (const [, letters, sign, cell] of rows) {
      const donor = `${letters}${sign}` as BloodGroup;
      const recipients = cell === 'everyone' ? [...BLOOD_GROUPS] : cell.replace(' only', '').split(', ');
      expect(new Set(recipients)).toEqual(new Set(RED_CELL_RECIPIENTS[donor]));
    }
  });

  it('gives the red-cell table for red cells only: whole blood needs the identical group, and apheresis its weekly limit and 28-day gaps', () => {
    const body = topic('Blood group compatibility').body;
    expect(body).not.toMatch(/whole blood and red cells/i);
    expect(body).toMatch(/\*\*Whole blood\*\* \(not separated\) needs a donor of exactly the patient's group, ABO and RhD/);
    expect(topic('Platelet and plasma donation').body).toMatch(/at most twice a week and 24 times a year\. After a whole-blood donation, wait 28 days/);
  });

  it('states the deferrals and fee caps of the domain rules', () => {
    const deferrals = topic('When to wait before donating blood').body;
    expect(deferrals).toContain(`wait ${DEFERRAL_MONTHS.childbirth} months after delivery`);
    expect(deferrals).toContain(`an abortion**: wait ${DEFERRAL_MONTHS.abortion} months`);
    expect(deferrals).toContain(`malaria**: wait ${DEFERRAL_MONTHS.malaria} months`);
    expect(deferrals).toContain(`dengue**: wait ${DEFERRAL_MONTHS.dengue} months`);
    expect(deferrals).toContain(`wait ${DEFERRAL_MONTHS.minorSurgery} months after minor surgery and ${DEFERRAL_MONTHS.majorSurgery} months after major surgery`);
    const rupees = (n: number) => `Rs ${n.toLocaleString('en-IN')}`;
    for (const title of ['Paying for blood', 'Staying safe from fake donors']) {
      expect(topic(title).body).toContain(rupees(PROCESSING_FEE_CAP_INR.wholeBlood));
      expect(topic(title).body).toContain(rupees(PROCESSING_FEE_CAP_INR.plasma));
    }
  });

  it('finds nothing for a question that only shares a word with a longer keyword', () => {
    // "bimari" is part of "sugar ki bimari" (diabetes) and "dama ki bimari" (asthma) only.
    expect(knowledge.search('mujhe ek ajeeb bimari hai')).toEqual([]);
    expect(knowledge.isHealthRelated('mujhe ek ajeeb bimari hai')).toBe(true);
    expect(knowledge.isHealthRelated('best phone under 20000')).toBe(false);
  });

  it('refuses malformed markdown at load time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-'));
    writeFileSync(join(dir, 'bad.md'), '# Bad\nKind: health\n\n## Fever\nKeywords: fever\n\n### What helps\nRest.\n');
    expect(() => loadTopics(dir)).toThrow('bad.md: topic "Fever" lacks What it may be, When to see a doctor');
    writeFileSync(join(dir, 'bad.md'), '# Bad\nKind: health\n\n## Fever\nRest.\n');
    expect(() => loadTopics(dir)).toThrow('must start with a Keywords: line');
    writeFileSync(join(dir, 'bad.md'), '# Bad\n\n## Fever\nKeywords: fever\n');
    expect(() => loadTopics(dir)).toThrow('needs a "Kind: product|donation|health" line');
  });

  // Each typo search walks the index's whole term tree, synchronously. Before, every word of 6
  // letters or more (up to 48) was searched, at up to 4 edits: a question of 48 made-up words of
  // 16 letters (815 characters) took 1.9 to 2.4 s of CPU; now about 50 ms on a loaded machine.
  it('looks for typos in at most 8 words of a question, at most 2 edits each', () => {
    const index = (knowledge as unknown as { index: { _index: { fuzzyGet: (term: string, maxDistance: number) => unknown } } }).index._index;
    const fuzzyGet = jest.spyOn(Object.getPrototypeOf(index) as typeof index, 'fuzzyGet');
    try {
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      knowledge.search(Array.from({ length: 48 }, (_, i) => `feverpainchest${letters[i % 26]}${letters[Math.floor(i / 26)]}`).join(' '));
      expect(fuzzyGet.mock.calls.length).toBe(8);
      expect(Math.max(...fuzzyGet.mock.calls.map(([, maxDistance]) => maxDistance))).toBe(2);
      fuzzyGet.mockClear();
      expect(knowledge.search('diabetis symptoms').map((hit) => hit.topic.title)[0]).toBe('Diabetes');
      expect(fuzzyGet.mock.calls.map(([term]) => term)).toContain('diabetis');
    } finally {
      fuzzyGet.mockRestore();
    }
  });
});
