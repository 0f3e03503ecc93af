import { isValidPincode } from '@redhope/domain';
import type { PincodePlaceFragment } from '../gql/graphql';
import { api } from './rest';

/** A pincode's district and state (the PincodePlace fragment; REST sends no __typename). */
export type PincodePlace = Omit<PincodePlaceFragment, '__typename'>;

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
