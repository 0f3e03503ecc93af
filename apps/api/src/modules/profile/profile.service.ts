import { Inject, Injectable } from '@nestjs/common';
import { PASSWORD_MAX_LENGTH, PROFILE_FIELD_MESSAGES, VALIDATION_MESSAGES } from '@redhope/domain';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { PersonalDataOwners } from '../../common/personal-data/personal-data';
import { RateLimitService, type BackoffLimit, type RateLimit } from '../../common/rate-limit/rate-limit.service';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AccountLinksService, AuthService } from '../auth';
import { PincodesService } from '../pincodes';
import { PushService } from '../push';
import { UploadsService, jpegUrl, type StoredImage } from '../uploads';
import { UsersService, type UserEntity } from '../users';
import { AVATAR_IMAGE, AVATAR_VARIANT } from './avatar';
import { DATA_EXPORTS_PER_USER, PASSWORD_REENTRIES_PER_SESSION, PASSWORD_REENTRY_PER_SESSION } from './profile.rate-limits';
import type { ChangePasswordInput, UpdateContactInput, UpdateProfileInput } from './dto/profile.inputs';
import { buildUserDataExport, type UserDataExport } from './user-data-export';
import { retryTransaction } from '../../database/retry-transaction';

/**
 * What a user does to their own account beyond the users table: contact details checked against
 * the pincode dataset, the password (which ends their other sessions), the avatar (a stored
 * image), and the data protection rights: a copy of everything stored about them, and erasure.
 * The user is always the session's, never one named in the input.
 */
@Injectable()
export class ProfileService {
  private readonly passwordReentry: BackoffLimit;
  private readonly passwordReentries: RateLimit;
  private readonly avatarsPerUser: RateLimit;
  private readonly exportsPerUser: RateLimit;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly links: AccountLinksService,
    private readonly pincodes: PincodesService,
    private readonly push: PushService,
    private readonly uploads: UploadsService,
    private readonly owners: PersonalDataOwners,
    rateLimits: RateLimitService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.passwordReentry = rateLimits.backoff(PASSWORD_REENTRY_PER_SESSION);
    this.passwordReentries = rateLimits.limit(PASSWORD_REENTRIES_PER_SESSION);
    this.exportsPerUser = rateLimits.limit(DATA_EXPORTS_PER_USER);
    this.avatarsPerUser = rateLimits.limit({ name: 'avatar-user', points: config.avatarsPerUserPerHour, windowSeconds: 3600 });
  }

  /**
   * Checks a password typed again; wrong ones slow further tries from this session (429
   * RATE_LIMITED). Per session, not per account: a thief's guesses through a stolen session slow
   * only that session, and the owner can always change the password (which ends the thief's).
   */
  private async confirmPassword(user: UserEntity, sessionId: string, password: string): Promise<boolean> {
    await this.passwordReentry.check(sessionId);
    await this.passwordReentries.consume(sessionId);
    const valid = password.length > 0 && password.length <= PASSWORD_MAX_LENGTH && (await this.users.verifyPassword(user, password));
    if (valid) await this.passwordReentry.reset(sessionId);
    else await this.passwordReentry.fail(sessionId);
    return valid;
  }

  /**
   * General: the name and birth date change now; a new e-mail address waits for the link sent to
   * it (EMAIL_IN_USE when another account has it), and the user is answered as they are now, the
   * waiting address in `pendingEmail`.
   */
  async updateProfile(userId: string, input: UpdateProfileInput): Promise<UserEntity> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const user = await this.users.updateProfile(manager, userId, { userName: input.userName, dateOfBirth: input.dateOfBirth });
        await this.links.requestEmailChange(manager, user, input.email);
      });
    } finally {
      this.users.forgetSignedIn(userId);
    }
    return this.users.getById(userId);
  }

  /** The pincode must exist; an empty district or state is the pincode's. */
  async updateContact(userId: string, input: UpdateContactInput): Promise<UserEntity> {
    const place = await this.pincodes.lookup(input.pincode);
    if (!place) throw new AppError('VALIDATION_FAILED', VALIDATION_MESSAGES.pincodeNotFound, { pincode: VALIDATION_MESSAGES.pincodeNotFound });
    const district = input.address.district || place.district;
    const state = input.address.state || place.state;
    if (!district) throw new AppError('VALIDATION_FAILED', PROFILE_FIELD_MESSAGES.districtRequired, { 'address.district': PROFILE_FIELD_MESSAGES.districtRequired });
    if (!state) throw new AppError('VALIDATION_FAILED', PROFILE_FIELD_MESSAGES.stateRequired, { 'address.state': PROFILE_FIELD_MESSAGES.stateRequired });
    return this.users.updateContact(userId, { phoneNo: input.phoneNo, addressLine: input.address.addressLine, district, state, pincode: place.pincode });
  }

  /** 402 INCORRECT_CURRENT_PASSWORD on a wrong current password; every other session of the user ends, this one stays; every push subscription goes. */
  async changePassword(auth: AuthContext, input: ChangePasswordInput): Promise<void> {
    const user = await this.users.getById(auth.userId);
    if (!(await this.confirmPassword(user, auth.sessionId, input.currentPassword))) throw new AppError('INCORRECT_CURRENT_PASSWORD');
    const ended = await this.dataSource.transaction(async (manager) => {
      await this.users.setPassword(manager, auth.userId, input.newPassword);
      // Every device stops receiving pushes, this one too (its browser subscribes again when the
      // user turns pushes back on): a thief's device that subscribed must not keep getting alerts.
      await this.push.unregisterAll(manager, auth.userId);
      return this.auth.revokeSessionsOf(manager, auth.userId, 'password', auth.sessionId);
    });
    this.users.forgetSignedIn(auth.userId);
    await this.auth.announceEnded(ended);
  }

  /** Stores the upload as the avatar's square variants; the replaced avatar's files are deleted. */
  async updateAvatar(userId: string, upload: Buffer): Promise<UserEntity> {
    // Each upload is decoded and re-encoded (the address's budget is the route's, @AddressLimited).
    await this.avatarsPerUser.consume(userId);
    const image: StoredImage = await this.uploads.store(upload, AVATAR_IMAGE);
    let result: Awaited<ReturnType<UsersService['setAvatar']>>;
    try {
      result = await this.users.setAvatar(userId, image.key, jpegUrl(image, AVATAR_VARIANT));
    } catch (error) {
      await this.uploads.discard(image.key);
      throw error;
    }
    if (result.replaced) await this.uploads.discard(result.replaced);
    return result.user;
  }

  /**
   * Everything stored about the user, as one JSON document (never a password hash or a token):
   * each module that stores personal data gives its own sections (PersonalDataOwner).
   */
  async exportData(userId: string): Promise<UserDataExport> {
    await this.exportsPerUser.consume(userId);
    return buildUserDataExport(await this.owners.export(userId, this.dataSource.manager));
  }

  /**
   * Erases the account after the password is typed again (403 INCORRECT_PASSWORD otherwise): every
   * module that stores personal data erases its own, in one transaction (PersonalDataOwner; the
   * account's row last). The user's own requests and campaigns go with it (with their helpers,
   * reports and leaflet), as do their notifications, helps, reports, sessions, queued e-mails and
   * avatar. Others' records stay consistent: a request the user had offered to help loses them
   * from its helper list and its count, and its owner's "offered to help" notification goes. After
   * the commit, every session ends (every graphql-ws socket of the user closes) and the released
   * files are deleted.
   */
  async deleteAccount(auth: AuthContext, password: string): Promise<void> {
    const userId = auth.userId;
    const user = await this.users.getById(userId);
    if (typeof password !== 'string' || !(await this.confirmPassword(user, auth.sessionId, password))) {
      throw new AppError('INCORRECT_PASSWORD');
    }
    // The erasure touches every table of the user's: a deadlock with a refresh or a job on one of
    // those rows cancels it whole, and it is run again.
    const erasure = await retryTransaction(() => this.dataSource.transaction((manager) => this.owners.erase(userId, manager)));
    await this.owners.afterCommit(erasure);
    await Promise.all(erasure.files.map((key) => this.uploads.discard(key)));
  }
}
