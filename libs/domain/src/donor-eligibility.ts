/**
 * Whole-blood donor selection in India, from the National Blood Transfusion Council's
 * donor-selection guidelines (2017). The assistant's knowledge base states these figures and its
 * tests check them against this file, so a change here fails until the text is updated too.
 */
export const DONOR_MIN_AGE = 18;
export const DONOR_MAX_AGE = 65;
/** A first donation must be made at this age or younger. */
export const FIRST_TIME_DONOR_MAX_AGE = 60;
/** The least weight for a 350 mL donation. */
export const DONOR_MIN_WEIGHT_KG = 45;
/** A 450 mL donation needs more than this weight. */
export const DONOR_WEIGHT_FOR_450_ML_KG = 55;
export const DONOR_MIN_HAEMOGLOBIN_G_PER_DL = 12.5;

/**
 * Days between whole-blood donations. When the donor's sex is unknown use `unknown` (the longer
 * gap): the gap protects the donor's iron stores, so err on the donor's side.
 */
export const WHOLE_BLOOD_DONATION_GAP_DAYS = { male: 90, female: 120, unknown: 120 } as const;

export const APHERESIS_MIN_GAP_HOURS = 48;
export const APHERESIS_MAX_PER_YEAR = 24;

/** Common deferrals, in months (none at all while breastfeeding: no donation until it ends). */
export const DONOR_DEFERRAL_MONTHS = {
  afterChildbirth: 12,
  afterAbortion: 6,
  afterMalaria: 3,
  afterDengue: 6,
  afterMinorSurgery: 6,
  afterMajorSurgery: 12,
} as const;

/** Blood is not for sale: the most a blood centre may charge, in rupees (January 2024 advisory). */
export const BLOOD_PROCESSING_FEE_CAP_RUPEES = { wholeBloodOrRedCells: 1550, plasmaOrPlatelets: 400 } as const;
