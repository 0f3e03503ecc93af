/** Emergency numbers in India. */
export const EMERGENCY_NUMBERS = {
  /** The single emergency number. */
  emergency: '112',
  ambulance: '108',
  /** Transport for pregnant women and infants. */
  mothersAndInfants: '102',
  /** Tele-MANAS: mental health support, 24x7, many languages. */
  teleManas: '14416',
  teleManasTollFree: '1-800-891-4416',
} as const;
