/**
 * ABO/RhD red-cell compatibility (whole blood and packed red cells), as tabled in docs/product-rules.md.
 * Plasma compatibility runs the other way round and is deliberately not modelled here.
 */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** The longest group's length (AB+, AB-): how long a stored group may be. */
export const BLOOD_GROUP_MAX_LENGTH = 3;

/** Donor group -> the patient groups it can give red cells to. */
export const RED_CELL_RECIPIENTS: Readonly<Record<BloodGroup, readonly BloodGroup[]>> = {
  'O-': ['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+'],
  'O+': ['O+', 'A+', 'B+', 'AB+'],
  'A-': ['A-', 'A+', 'AB-', 'AB+'],
  'A+': ['A+', 'AB+'],
  'B-': ['B-', 'B+', 'AB-', 'AB+'],
  'B+': ['B+', 'AB+'],
  'AB-': ['AB-', 'AB+'],
  'AB+': ['AB+'],
};

/** Trims and upper-cases (`" b+ "` becomes `"B+"`). Does not validate. */
export function normaliseBloodGroup(value: string): string {
  return value.trim().toUpperCase();
}

export function isBloodGroup(value: unknown): value is BloodGroup {
  return typeof value === 'string' && (BLOOD_GROUPS as readonly string[]).includes(value);
}

/** Normalises and validates; returns null for anything that is not one of the eight groups. */
export function parseBloodGroup(value: unknown): BloodGroup | null {
  if (typeof value !== 'string') return null;
  const normalised = normaliseBloodGroup(value);
  return isBloodGroup(normalised) ? normalised : null;
}

export function canDonateRedCells(donor: BloodGroup, patient: BloodGroup): boolean {
  return RED_CELL_RECIPIENTS[donor].includes(patient);
}

/** The patient groups a donor of `donor` can give red cells to. */
export function redCellRecipientsOf(donor: BloodGroup): BloodGroup[] {
  return [...RED_CELL_RECIPIENTS[donor]];
}

/** The donor groups whose red cells a patient of `patient` can receive. */
export function redCellDonorsFor(patient: BloodGroup): BloodGroup[] {
  return BLOOD_GROUPS.filter((donor) => canDonateRedCells(donor, patient));
}
