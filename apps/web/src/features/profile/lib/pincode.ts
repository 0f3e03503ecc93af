import { isValidPincode } from '@redhope/domain';
import { api } from '../../../lib/rest';

export interface PincodePlace {
  district: string | null;
  state: string | null;
}

/**
 * The district and state of a pincode, from the server's public pincode lookup: a plain GET, so
 * the browser keeps each answer (the server marks it cacheable for a day). Null when the pincode
 * is malformed or unknown, or the lookup failed: the user can still type both by hand.
 */
export async function lookupPincode(pincode: string, signal?: AbortSignal): Promise<PincodePlace | null> {
  if (!isValidPincode(pincode)) return null;
  try {
    const place = await api.get<PincodePlace>(`/pincode/${pincode}`, { signal, renewSession: false });
    return { district: place.district ?? null, state: place.state ?? null };
  } catch {
    return null;
  }
}
