import {
  BLOOD_GROUP_MAX_LENGTH,
  BLOOD_GROUPS,
  canDonateRedCells,
  isBloodGroup,
  normaliseBloodGroup,
  parseBloodGroup,
  redCellDonorsFor,
  redCellRecipientsOf,
  type BloodGroup,
} from './blood-groups';

// The compatibility table of docs/product-rules.md, written out independently of the implementation's map.
const CAN_GIVE_TO: Record<BloodGroup, string> = {
  'O-': 'O- O+ A- A+ B- B+ AB- AB+',
  'O+': 'O+ A+ B+ AB+',
  'A-': 'A- A+ AB- AB+',
  'A+': 'A+ AB+',
  'B-': 'B- B+ AB- AB+',
  'B+': 'B+ AB+',
  'AB-': 'AB- AB+',
  'AB+': 'AB+',
};

describe('blood groups', () => {
  it('has exactly the eight ABO/RhD groups', () => {
    expect([...BLOOD_GROUPS].sort()).toEqual(['A+', 'A-', 'AB+', 'AB-', 'B+', 'B-', 'O+', 'O-']);
    expect(Math.max(...BLOOD_GROUPS.map((group) => group.length))).toBe(BLOOD_GROUP_MAX_LENGTH);
  });

  it('normalises by trimming and upper-casing', () => {
    expect(normaliseBloodGroup(' b+ ')).toBe('B+');
    expect(normaliseBloodGroup('ab-')).toBe('AB-');
    expect(parseBloodGroup('  o- ')).toBe('O-');
  });

  it('rejects anything but the eight groups', () => {
    for (const bad of ['', 'C+', 'A', 'AB', 'O+ ', 'hh', '0+', null, 3]) {
      expect(isBloodGroup(bad)).toBe(false);
    }
    expect(parseBloodGroup('Bombay')).toBeNull();
    expect(parseBloodGroup('O')).toBeNull();
    expect(parseBloodGroup(undefined)).toBeNull();
  });

  it.each(BLOOD_GROUPS.flatMap((d) => BLOOD_GROUPS.map((p) => [d, p] as const)))(
    'donor %s -> patient %s follows the table',
    (donor, patient) => {
      expect(canDonateRedCells(donor, patient)).toBe(CAN_GIVE_TO[donor].split(' ').includes(patient));
    },
  );

  it('reads the table in both directions', () => {
    expect(redCellRecipientsOf('O-')).toHaveLength(8);
    expect(redCellRecipientsOf('AB+')).toEqual(['AB+']);
    expect(redCellDonorsFor('AB+').sort()).toEqual([...BLOOD_GROUPS].sort());
    expect(redCellDonorsFor('O-')).toEqual(['O-']);
    expect(redCellDonorsFor('A+').sort()).toEqual(['A+', 'A-', 'O+', 'O-']);
    expect(redCellDonorsFor('B-').sort()).toEqual(['B-', 'O-']);
    for (const patient of BLOOD_GROUPS) {
      for (const donor of redCellDonorsFor(patient)) {
        expect(redCellRecipientsOf(donor)).toContain(patient);
      }
    }
  });
});
