import { BLOOD_GROUPS, type BloodGroup } from './blood-groups';
import {
  canGiveComponent,
  donorGroupsFor,
  donorPriority,
  isAllowedUnits,
  isRequestComponent,
  isRequestUrgency,
  REQUEST_COMPONENTS,
  type RequestComponent,
} from './components';

/**
 * ../shared/DOMAIN.md, "Components", typed out by hand as patient -> the donor groups that can
 * answer, so the code is checked against the table rather than against itself.
 */
const ALL: BloodGroup[] = ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'];
const TABLE: Record<RequestComponent, Record<BloodGroup, BloodGroup[]>> = {
  // The red-cell table (donor -> can give to), read from the patient's side.
  RED_CELLS: {
    'O-': ['O-'],
    'O+': ['O-', 'O+'],
    'A-': ['O-', 'A-'],
    'A+': ['O-', 'O+', 'A-', 'A+'],
    'B-': ['O-', 'B-'],
    'B+': ['O-', 'O+', 'B-', 'B+'],
    'AB-': ['O-', 'A-', 'B-', 'AB-'],
    'AB+': ALL,
  },
  // Same ABO group and RhD.
  WHOLE_BLOOD: {
    'O-': ['O-'],
    'O+': ['O+'],
    'A-': ['A-'],
    'A+': ['A+'],
    'B-': ['B-'],
    'B+': ['B+'],
    'AB-': ['AB-'],
    'AB+': ['AB+'],
  },
  // O plasma to O; A to A and O; B to B and O; AB to everyone. RhD does not matter.
  PLASMA: {
    'O-': ALL,
    'O+': ALL,
    'A-': ['A-', 'A+', 'AB-', 'AB+'],
    'A+': ['A-', 'A+', 'AB-', 'AB+'],
    'B-': ['B-', 'B+', 'AB-', 'AB+'],
    'B+': ['B-', 'B+', 'AB-', 'AB+'],
    'AB-': ['AB-', 'AB+'],
    'AB+': ['AB-', 'AB+'],
  },
  // ABO-identical, then donors whose plasma is compatible: the plasma row.
  PLATELETS: {
    'O-': ALL,
    'O+': ALL,
    'A-': ['A-', 'A+', 'AB-', 'AB+'],
    'A+': ['A-', 'A+', 'AB-', 'AB+'],
    'B-': ['B-', 'B+', 'AB-', 'AB+'],
    'B+': ['B-', 'B+', 'AB-', 'AB+'],
    'AB-': ['AB-', 'AB+'],
    'AB+': ['AB-', 'AB+'],
  },
  // A replacement donation: any donor.
  ANY_GROUP: Object.fromEntries(ALL.map((group) => [group, ALL])) as Record<BloodGroup, BloodGroup[]>,
};

describe('who can answer a request, by component (every donor x patient x component)', () => {
  const cases = REQUEST_COMPONENTS.flatMap((component) =>
    BLOOD_GROUPS.flatMap((patient) =>
      BLOOD_GROUPS.map((donor) => ({ component, patient, donor, expected: TABLE[component][patient].includes(donor) })),
    ),
  );

  it('covers 5 components x 8 patients x 8 donors', () => {
    expect(cases).toHaveLength(320);
  });

  it.each(cases)('$component for a $patient patient from a $donor donor: $expected', ({ component, patient, donor, expected }) => {
    expect(canGiveComponent(donor, patient, component)).toBe(expected);
    expect(donorPriority(donor, patient, component) !== null).toBe(expected);
  });

  it('lists exactly the table row as the donor groups to search', () => {
    for (const component of REQUEST_COMPONENTS) {
      for (const patient of BLOOD_GROUPS) {
        expect(donorGroupsFor(patient, component).map((entry) => entry.group).sort()).toEqual([...TABLE[component][patient]].sort());
      }
    }
  });
});

describe('the order donors are alerted in', () => {
  const order = (patient: BloodGroup, component: RequestComponent) =>
    donorGroupsFor(patient, component).map(({ group, priority }) => `${group}:${priority}`);

  it('platelets for an RhD-negative patient: RhD-negative donors first, ABO-identical before plasma-compatible', () => {
    expect(order('A-', 'PLATELETS')).toEqual(['A-:0', 'AB-:1', 'A+:2', 'AB+:3']);
    expect(order('O-', 'PLATELETS')).toEqual(['O-:0', 'A-:1', 'B-:1', 'AB-:1', 'O+:2', 'A+:3', 'B+:3', 'AB+:3']);
    expect(order('AB-', 'PLATELETS')).toEqual(['AB-:0', 'AB+:2']);
  });

  it('platelets for an RhD-positive patient: ABO-identical first, RhD alike', () => {
    expect(order('B+', 'PLATELETS')).toEqual(['B+:0', 'B-:0', 'AB+:1', 'AB-:1']);
    expect(order('AB+', 'PLATELETS')).toEqual(['AB+:0', 'AB-:0']);
  });

  it('every other component: all compatible donors alike (nearest first)', () => {
    for (const component of ['RED_CELLS', 'WHOLE_BLOOD', 'PLASMA', 'ANY_GROUP'] as const) {
      for (const patient of BLOOD_GROUPS) {
        expect(donorGroupsFor(patient, component).every((entry) => entry.priority === 0)).toBe(true);
      }
    }
  });
});

describe('request fields', () => {
  it('knows the five components and three urgencies, and nothing else', () => {
    expect(REQUEST_COMPONENTS).toEqual(['RED_CELLS', 'WHOLE_BLOOD', 'PLATELETS', 'PLASMA', 'ANY_GROUP']);
    expect(isRequestComponent('PLATELETS')).toBe(true);
    expect(isRequestComponent('platelets')).toBe(false);
    expect(isRequestUrgency('WITHIN_3_DAYS')).toBe(true);
    expect(isRequestUrgency('ASAP')).toBe(false);
  });

  it('takes 1 to 10 whole units', () => {
    expect([1, 10].map(isAllowedUnits)).toEqual([true, true]);
    expect([0, 11, 2.5, Number.NaN, '2'].map(isAllowedUnits)).toEqual([false, false, false, false, false]);
  });
});
