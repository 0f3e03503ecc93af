/**
 * What a request asks for, and who can answer it (../shared/DOMAIN.md, "Components"; docs/components.md).
 * The server's matching and the client's form both read these rules from here.
 */
import { BLOOD_GROUPS, canDonateRedCells, type BloodGroup } from './blood-groups';

/**
 * What the patient needs. Red cells (packed cells, the usual "blood") is the default when nothing
 * is chosen; ANY_GROUP is a replacement donation: the blood centre issues compatible units from
 * its stock in exchange, so any donor can answer.
 */
export const REQUEST_COMPONENTS = ['RED_CELLS', 'WHOLE_BLOOD', 'PLATELETS', 'PLASMA', 'ANY_GROUP'] as const;
export type RequestComponent = (typeof REQUEST_COMPONENTS)[number];
export const DEFAULT_REQUEST_COMPONENT: RequestComponent = 'RED_CELLS';

/** How soon: today, within 3 days, or a planned transfusion or surgery. */
export const REQUEST_URGENCIES = ['TODAY', 'WITHIN_3_DAYS', 'PLANNED'] as const;
export type RequestUrgency = (typeof REQUEST_URGENCIES)[number];

export const REQUEST_UNITS_MIN = 1;
export const REQUEST_UNITS_MAX = 10;
export const DEFAULT_REQUEST_UNITS = 1;
export const HOSPITAL_NAME_MAX_LENGTH = 150;

export function isRequestComponent(value: unknown): value is RequestComponent {
  return typeof value === 'string' && (REQUEST_COMPONENTS as readonly string[]).includes(value);
}

export function isRequestUrgency(value: unknown): value is RequestUrgency {
  return typeof value === 'string' && (REQUEST_URGENCIES as readonly string[]).includes(value);
}

export function isAllowedUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= REQUEST_UNITS_MIN && value <= REQUEST_UNITS_MAX;
}

/** Platelets are given by apheresis: the donor sits 1 to 2 hours at the blood centre's machine. */
export function isApheresisComponent(component: RequestComponent): boolean {
  return component === 'PLATELETS';
}

export type AboGroup = 'O' | 'A' | 'B' | 'AB';

export function aboOf(group: BloodGroup): AboGroup {
  return group.slice(0, -1) as AboGroup;
}

export function isRhDNegative(group: BloodGroup): boolean {
  return group.endsWith('-');
}

/** Donor ABO group -> the patient ABO groups its plasma can go to (the red-cell table read backwards). */
export const PLASMA_RECIPIENTS: Readonly<Record<AboGroup, readonly AboGroup[]>> = {
  O: ['O'],
  A: ['A', 'O'],
  B: ['B', 'O'],
  AB: ['AB', 'A', 'B', 'O'],
};

/** Plasma: AB is the universal donor; RhD does not matter. */
export function canDonatePlasma(donor: BloodGroup, patient: BloodGroup): boolean {
  return PLASMA_RECIPIENTS[aboOf(donor)].includes(aboOf(patient));
}

/**
 * Whether a donor of `donor` can answer a request for `component` for a patient of `patient`.
 * Whole blood carries the donor's plasma, so only the identical group; platelets by apheresis
 * come from ABO-identical donors and then donors whose plasma is compatible (donorPriority).
 */
export function canGiveComponent(donor: BloodGroup, patient: BloodGroup, component: RequestComponent): boolean {
  switch (component) {
    case 'RED_CELLS':
      return canDonateRedCells(donor, patient);
    case 'WHOLE_BLOOD':
      return donor === patient;
    case 'PLASMA':
    case 'PLATELETS':
      return canDonatePlasma(donor, patient);
    case 'ANY_GROUP':
      return true;
  }
}

/**
 * The order in which donors of a compatible group are alerted: lower first, null when the donor
 * cannot answer. Platelets: an RhD-negative patient gets RhD-negative donors first; then
 * ABO-identical donors before those whose plasma is only compatible. Every other component: all
 * compatible donors alike (nearest first).
 */
export function donorPriority(donor: BloodGroup, patient: BloodGroup, component: RequestComponent): number | null {
  if (!canGiveComponent(donor, patient, component)) return null;
  if (component !== 'PLATELETS') return 0;
  const rhd = isRhDNegative(patient) && !isRhDNegative(donor) ? 2 : 0;
  const abo = aboOf(donor) === aboOf(patient) ? 0 : 1;
  return rhd + abo;
}

/** The donor groups that can answer, each with its priority, highest priority first. */
export function donorGroupsFor(patient: BloodGroup, component: RequestComponent): { group: BloodGroup; priority: number }[] {
  return BLOOD_GROUPS.flatMap((group) => {
    const priority = donorPriority(group, patient, component);
    return priority === null ? [] : [{ group, priority }];
  }).sort((a, b) => a.priority - b.priority);
}

/** The English name of each component, as alerts and the request page say it. */
export const COMPONENT_NAMES: Readonly<Record<RequestComponent, string>> = {
  RED_CELLS: 'red cells',
  WHOLE_BLOOD: 'whole blood',
  PLATELETS: 'platelets (apheresis)',
  PLASMA: 'plasma',
  ANY_GROUP: 'replacement donors (any group)',
};

/**
 * What is needed, in English: "2 units of B+ red cells"; for a replacement donation "2 donors of
 * any group (replacement for B+)". Without a component (alerts from before it was asked): "B+ blood".
 */
export function describeNeed(need: { bloodGroup: string; component?: RequestComponent | null; units?: number | null }): string {
  const { bloodGroup, component } = need;
  if (!component) return `${bloodGroup} blood`;
  const units = need.units ?? DEFAULT_REQUEST_UNITS;
  if (component === 'ANY_GROUP') return `${units} ${units === 1 ? 'donor' : 'donors'} of any group (replacement for ${bloodGroup})`;
  return `${units} ${units === 1 ? 'unit' : 'units'} of ${bloodGroup} ${COMPONENT_NAMES[component]}`;
}
