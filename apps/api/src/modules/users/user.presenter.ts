import { nextWholeBloodDateOf } from '@redhope/domain';
import type { PublicUser, User } from './models/user.model';
import type { UserEntity } from './user.entity';

/** The REST payload keeps the SPEC's field names (`_id`, `isBloodGropAdded`): existing clients read them. */
export interface RestUser {
  _id: string;
  userName: string;
  email: string;
  phoneNo: string | null;
  avatar: string | null;
  dateOfBirth: string;
  bloodGroup: string | null;
  /** Null until the user sets one: clients test `if (user.address)`. */
  address: { addressLine: string | null; district: string | null; state: string | null } | null;
  pincode: string | null;
  isBloodGropAdded: boolean;
  isContactInfoFilled: boolean;
  availableToDonate: boolean;
  emailAlerts: boolean;
  alertRadiusKm: number | null;
  lastDonationDate: string | null;
  nextDonationDate: string | null;
  weightKg: number | null;
}

export function toUserModel(user: Omit<UserEntity, 'passwordHash'>): User {
  return {
    id: user.id,
    userName: user.userName,
    email: user.email,
    pendingEmail: user.pendingEmail ?? null,
    emailConfirmed: user.emailConfirmedAt !== null && user.emailConfirmedAt !== undefined,
    phoneNo: user.phoneNo,
    avatar: user.avatar,
    dateOfBirth: user.dateOfBirth,
    bloodGroup: user.bloodGroup,
    address: { addressLine: user.addressLine, district: user.district, state: user.state },
    pincode: user.pincode,
    isBloodGroupAdded: user.isBloodGroupAdded,
    isContactInfoFilled: user.isContactInfoFilled,
    availableToDonate: user.availableToDonate,
    emailAlerts: user.emailAlerts ?? true,
    alertRadiusKm: user.alertRadiusKm ?? null,
    lastDonationDate: user.lastDonationDate,
    weightKg: user.weightKg ?? null,
    // The donation record's rule over the latest whole blood and apheresis (libs/domain donations.ts).
    nextDonationDate: nextWholeBloodDateOf(user),
    language: user.language,
    isModerator: user.role === 'MODERATOR',
  };
}

/** An optional group is null when none of its fields is set, never an object of nulls (docs/rest-contract.md). */
export function groupOrNull<T extends object>(group: T): T | null {
  return Object.values(group).some((value) => value !== null && value !== undefined) ? group : null;
}

export function toRestUser(user: Omit<UserEntity, 'passwordHash'>): RestUser {
  // The original shape: the e-mail's confirmation state is GraphQL's (User.pendingEmail, User.emailConfirmed).
  const { id, isBloodGroupAdded, address, pendingEmail: _pending, emailConfirmed: _confirmed, language: _language, isModerator: _moderator, ...rest } = toUserModel(user);
  return { _id: id, ...rest, address: groupOrNull(address), isBloodGropAdded: isBloodGroupAdded };
}

export function toPublicUser(user: Pick<UserEntity, 'id' | 'userName' | 'avatar'>): PublicUser {
  return { id: user.id, userName: user.userName, avatar: user.avatar };
}
