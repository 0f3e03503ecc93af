import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as argon2 from 'argon2';
import DataLoader from 'dataloader';
import { DEFAULT_USER_LANGUAGE, PROFILE_FIELD_MESSAGES, isApheresisDonation, todayInIndia, userLanguageOf, type DonationComponent, type UserLanguage } from '@redhope/domain';
import { DataSource, In, QueryFailedError, Repository, type EntityManager } from 'typeorm';
import type { AuthContext } from '../../common/auth/auth-context';
import { AppError } from '../../common/errors/app-error';
import { DomainEventBus } from '../../common/events/domain-events';
import { isId } from '../../common/validation/id';
import { hydrate, PreparedStatement } from '../../database/prepared';
import { donorCandidatesQuery, type DonorCandidate, type DonorCriteria } from './donor-candidates';
import { SignedInCache } from './signed-in-cache';
import { UserEntity } from './user.entity';
import { DonorSettingsChangedEvent } from './users.events';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The General section but the e-mail, which changes only from a link sent to the new address. */
export interface ProfileChanges {
  userName: string;
  dateOfBirth: string;
}

export interface DonorSettings {
  availableToDonate: boolean;
  /** Absent: unchanged (a page loaded before a donation was recorded must not put the old day back), null: not known. */
  lastDonationDate?: string | null;
  /** Whole kg; absent: unchanged, null: not known. */
  weightKg?: number | null;
}

/** A new account as sign-up gives it (the password in clear, hashed here). */
export interface NewUser {
  userName: string;
  email: string;
  password: string;
  dateOfBirth: string;
  /** The app's language while signing up; absent: the default. */
  language?: UserLanguage | null;
}

export interface ContactDetails {
  phoneNo: string;
  addressLine: string;
  district: string;
  state: string;
  pincode: string;
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

/** The completion flags follow the data: a blood group; every contact field. */
function withFlags(user: UserEntity): UserEntity {
  user.isBloodGroupAdded = user.bloodGroup !== null;
  user.isContactInfoFilled = [user.phoneNo, user.addressLine, user.district, user.state, user.pincode].every((value) => value !== null && value !== '');
  return user;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** Columns that never leave the users table with a session check. */
const SECRET_COLUMNS: ReadonlySet<string> = new Set(['password_hash']);

/** The signed-in user as a session check reads them: everything but the password hash. */
export type SignedInUser = Omit<UserEntity, 'passwordHash'>;

@Injectable()
export class UsersService {
  private readonly loaders = new WeakMap<object, DataLoader<string, UserEntity | null>>();
  /** The user made from a row the signed-in cache keeps (the same row object on every hit). */
  private readonly signedInUsers = new WeakMap<object, SignedInUser>();

  /** The read behind every signed-in page (current-user, me): one prepared statement. */
  private readonly byId: PreparedStatement;

  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly dataSource: DataSource,
    private readonly signedIn: SignedInCache,
    private readonly events: DomainEventBus,
  ) {
    this.byId = new PreparedStatement(dataSource, 'users.by-id', `SELECT * FROM "${users.metadata.tableName}" WHERE "id" = $1`);
  }

  /** A new account, its address not confirmed yet; in the caller's transaction when given one. */
  async create(input: NewUser, manager: EntityManager = this.dataSource.manager): Promise<UserEntity> {
    const email = input.email.trim().toLowerCase();
    const users = manager.getRepository(UserEntity);
    if (await users.exists({ where: { email } })) throw new AppError('USER_ALREADY_EXISTS');
    const passwordHash = await hashPassword(input.password);
    try {
      return await users.save(users.create({ userName: input.userName.trim(), email, passwordHash, dateOfBirth: input.dateOfBirth, emailConfirmedAt: null, pendingEmail: null, language: input.language ?? DEFAULT_USER_LANGUAGE }));
    } catch (error) {
      // Two sign-ups racing for one e-mail: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('USER_ALREADY_EXISTS');
      throw error;
    }
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { email: email.trim().toLowerCase() } });
  }

  async findById(id: string): Promise<UserEntity | null> {
    // Ids from clients are checked at the edge (ParseIdPipe); this guards internal callers.
    if (!isId(id)) return null;
    const [row] = await this.byId.rows([id]);
    return row ? hydrate<UserEntity>(this.dataSource, this.users.metadata, row) : null;
  }

  /**
   * The signed-in user, from the row their session check read in the same request when there is
   * one (one round trip for a signed-in page instead of two), else read now.
   */
  async getSignedIn(auth: AuthContext, row: Record<string, unknown> | undefined): Promise<SignedInUser> {
    if (!row || row.id !== auth.userId) {
      // Read now: the same user, without the hash either.
      const user: Partial<UserEntity> = Object.assign(new UserEntity(), await this.getById(auth.userId));
      delete user.passwordHash;
      return user as SignedInUser;
    }
    if (!Object.isFrozen(row)) return hydrate<UserEntity>(this.dataSource, this.users.metadata, row);
    // A kept row never changes (a change makes a new one), so neither does the user made from it.
    let user = this.signedInUsers.get(row);
    if (!user) this.signedInUsers.set(row, (user = Object.freeze(hydrate<UserEntity>(this.dataSource, this.users.metadata, row))));
    return user;
  }

  /**
   * The users columns a session check reads with the session: all but the password hash, which
   * then never rides along with a signed-in request nor stays in the signed-in cache.
   */
  signedInColumns(): string[] {
    return this.users.metadata.columns.map((column) => column.databaseName).filter((name) => !SECRET_COLUMNS.has(name));
  }

  /**
   * SQL for a read of another module's row that brings its signed-in user along (one round trip
   * for a signed-in page): the users columns a session check may read (never the password hash)
   * as `select`, and the join as `join`, on `userIdColumn` (a qualified column of the caller's row).
   */
  signedInJoin(userIdColumn: string): { select: string; join: string } {
    const table = this.users.metadata.tableName;
    return {
      select: this.signedInColumns()
        .map((name) => `u."${name}"`)
        .join(', '),
      join: `JOIN "${table}" u ON u."id" = ${userIdColumn}`,
    };
  }

  /** Eligible donors for a request by the requests module's criteria, nearest first (see donor-candidates.ts). */
  async findDonorCandidates(manager: EntityManager, criteria: DonorCriteria): Promise<DonorCandidate[]> {
    const { sql, params } = donorCandidatesQuery(criteria);
    return (await manager.query(sql, params)) as DonorCandidate[];
  }

  /**
   * The users among these who still exist, by id, with the address they may be e-mailed at (null
   * while it is not confirmed, as an unconfirmed account gets no e-mail, or e-mail alerts are off)
   * and the language their e-mails are written in. Read through the caller's manager.
   */
  async emailsOf(manager: EntityManager, ids: readonly string[]): Promise<Map<string, { email: string | null; language: UserLanguage }>> {
    if (ids.length === 0) return new Map();
    const rows = (await manager.query(
      `SELECT "id", CASE WHEN "email_confirmed_at" IS NULL OR NOT "email_alerts" THEN NULL ELSE "email" END AS "email", "language" FROM "users" WHERE "id" = ANY($1::uuid[])`,
      [ids],
    )) as { id: string; email: string | null; language: string }[];
    return new Map(rows.map((row) => [row.id, { email: row.email, language: userLanguageOf(row.language) }]));
  }

  /** Whether an account other than `exceptUserId` signs in with this (normalised) address. */
  async emailTaken(manager: EntityManager, email: string, exceptUserId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT 1 FROM "users" WHERE "email" = $1 AND "id" <> $2 LIMIT 1`, [email, exceptUserId])) as unknown[];
    return rows.length > 0;
  }

  /**
   * Donors available to give who gave since `sinceDay` (yyyy-mm-dd; whole blood or apheresis):
   * those whose next eligible day may still be ahead (the donations module's reconciliation of reminders).
   */
  async recentDonorsAvailable(sinceDay: string): Promise<Array<Pick<UserEntity, 'id' | 'lastDonationDate' | 'lastApheresisAt'>>> {
    return (await this.users.query(
      `SELECT "id", "last_donation_date"::text AS "lastDonationDate", "last_apheresis_at" AS "lastApheresisAt" FROM "users"
        WHERE "available_to_donate" AND ("last_donation_date" >= $1::date OR "last_apheresis_at" >= $1::date)`,
      [sinceDay],
    )) as Array<Pick<UserEntity, 'id' | 'lastDonationDate' | 'lastApheresisAt'>>;
  }

  /** The user's row, locked for the caller's transaction (null when gone). */
  async lockForUpdate(manager: EntityManager, userId: string): Promise<UserEntity | null> {
    return manager.getRepository(UserEntity).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Share-locks the user's row for the caller's transaction; ACCOUNT_BANNED when they are banned.
   * A write of theirs that a ban must find (a request or campaign it hides, a report it takes the
   * weight off) takes it first, before any other row: it then commits before the ban, which waits
   * for it and finds it, or sees the ban and is refused. Their session was checked before the ban.
   */
  async lockNotBanned(manager: EntityManager, userId: string): Promise<void> {
    const rows = (await manager.query(`SELECT "banned_at" FROM "users" WHERE "id" = $1 FOR SHARE`, [userId])) as { banned_at: Date | null }[];
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'User not found');
    if (rows[0].banned_at) throw new AppError('ACCOUNT_BANNED');
  }

  /** Records a new address waiting for confirmation (null: none waits), in the caller's transaction. */
  async setPendingEmail(manager: EntityManager, userId: string, email: string | null): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { pendingEmail: email });
  }

  /** `email` confirmed from its link, in the caller's transaction. */
  async markEmailConfirmed(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE "users" SET "email_confirmed_at" = COALESCE("email_confirmed_at", now()) WHERE "id" = $1`, [userId]);
  }

  /**
   * The sign-in address becomes `email`, confirmed (from its link), and no address waits any more;
   * EMAIL_IN_USE when another account took it meanwhile. In the caller's transaction.
   */
  async replaceEmail(manager: EntityManager, userId: string, email: string): Promise<void> {
    if (await this.emailTaken(manager, email, userId)) throw new AppError('EMAIL_IN_USE');
    try {
      await manager.query(
        `UPDATE "users" SET "email" = $2, "pending_email" = NULL, "email_confirmed_at" = now(), "updated_at" = now() WHERE "id" = $1`,
        [userId, email],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('EMAIL_IN_USE');
      throw error;
    }
  }

  async getById(id: string): Promise<UserEntity> {
    const user = await this.findById(id);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  async findManyByIds(ids: string[]): Promise<Map<string, UserEntity>> {
    if (ids.length === 0) return new Map();
    const found = await this.users.find({ where: { id: In(ids) } });
    return new Map(found.map((user) => [user.id, user]));
  }

  /**
   * Batches the user reads of one GraphQL operation (a list resolving each row's user) into one
   * query. One loader per operation context, so nothing is cached across requests.
   */
  loader(context: object): DataLoader<string, UserEntity | null> {
    let loader = this.loaders.get(context);
    if (!loader) {
      loader = new DataLoader<string, UserEntity | null>(async (ids) => {
        const byId = await this.findManyByIds([...ids]);
        return ids.map((id) => byId.get(id) ?? null);
      });
      this.loaders.set(context, loader);
    }
    return loader;
  }

  /** The signed-in cache forgets the user's row: call after a committed write made outside this service. */
  forgetSignedIn(userId: string): void {
    this.signedIn.forgetUser(userId);
  }

  /** A saved user: what the signed-in cache kept of them is forgotten at once on this instance. */
  private saved(user: UserEntity): UserEntity {
    this.signedIn.forgetUser(user.id);
    return user;
  }

  verifyPassword(user: UserEntity, password: string): Promise<boolean> {
    return argon2.verify(user.passwordHash, password).catch(() => false);
  }

  /**
   * The user's ban and password hash as they are now, share-locked for the caller's transaction
   * (sign-in: a ban or a password change committing later waits for the session it creates, and
   * revokes it); null when the user is gone.
   */
  async lockForSignIn(manager: EntityManager, userId: string): Promise<Pick<UserEntity, 'bannedAt' | 'passwordHash'> | null> {
    const rows = (await manager.query(`SELECT "banned_at", "password_hash" FROM "users" WHERE "id" = $1 FOR SHARE`, [userId])) as {
      banned_at: Date | null;
      password_hash: string;
    }[];
    return rows[0] ? { bannedAt: rows[0].banned_at, passwordHash: rows[0].password_hash } : null;
  }

  /** General: name and birth date, in the caller's transaction (the e-mail changes only from its link). */
  async updateProfile(manager: EntityManager, userId: string, changes: ProfileChanges): Promise<UserEntity> {
    const user = await this.lockForUpdate(manager, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    if (user.lastDonationDate !== null && user.lastDonationDate < changes.dateOfBirth) {
      throw new AppError('VALIDATION_FAILED', PROFILE_FIELD_MESSAGES.lastDonationBeforeBirth, { dateOfBirth: PROFILE_FIELD_MESSAGES.lastDonationBeforeBirth });
    }
    Object.assign(user, { userName: changes.userName.trim(), dateOfBirth: changes.dateOfBirth });
    return manager.getRepository(UserEntity).save(withFlags(user));
  }

  /** `bloodGroup` is one of the eight groups, already normalised at the edge. */
  async updateBloodGroup(userId: string, bloodGroup: string): Promise<UserEntity> {
    return this.change(userId, (user) => {
      user.bloodGroup = bloodGroup;
      return withFlags(user);
    });
  }

  /**
   * Saves a change to the user's row made on the row as it is now, locked until the save commits.
   * A save writes every column that differs from the row it finds, so a copy read before another
   * write committed (a donation's dates, a new password hash, a ban) would put that write back.
   * `apply` returns null when nothing changes (no save).
   */
  private async change(userId: string, apply: (user: UserEntity) => UserEntity | null): Promise<UserEntity> {
    return this.saved(
      await this.dataSource.transaction(async (manager) => {
        const user = await this.lockForUpdate(manager, userId);
        if (!user) throw new AppError('NOT_FOUND', 'User not found');
        const changed = apply(user);
        return changed ? manager.getRepository(UserEntity).save(changed) : user;
      }),
    );
  }

  /** The language the user chose (already checked at the edge). */
  async setLanguage(userId: string, language: UserLanguage): Promise<UserEntity> {
    return this.change(userId, (user) => {
      if (user.language === language) return null;
      user.language = language;
      return user;
    });
  }

  /** E-mail alerts on or off, and the alert radius (null: the matching radius). */
  async setAlertPreferences(userId: string, preferences: { emailAlerts: boolean; alertRadiusKm: number | null }): Promise<UserEntity> {
    return this.change(userId, (user) => Object.assign(user, preferences));
  }

  /** The language of each of these users who still exist. */
  async languagesOf(ids: readonly string[]): Promise<Map<string, UserLanguage>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.users.query(`SELECT "id", "language" FROM "users" WHERE "id" = ANY($1::uuid[])`, [ids])) as { id: string; language: string }[];
    return new Map(rows.map((row) => [row.id, userLanguageOf(row.language)]));
  }

  /** The last donation is a day from the donor's birth to today (India). */
  async updateDonorSettings(userId: string, settings: DonorSettings): Promise<UserEntity> {
    const last = settings.lastDonationDate ?? null;
    if (last !== null && last > todayInIndia()) {
      throw new AppError('VALIDATION_FAILED', PROFILE_FIELD_MESSAGES.lastDonationInFuture, { lastDonationDate: PROFILE_FIELD_MESSAGES.lastDonationInFuture });
    }
    // The row locked (see `change`): checked against the birth date as it is, and no other column put back.
    return this.saved(
      await this.dataSource.transaction(async (manager) => {
        const user = await this.lockForUpdate(manager, userId);
        if (!user) throw new AppError('NOT_FOUND', 'User not found');
        if (last !== null && last < user.dateOfBirth) {
          throw new AppError('VALIDATION_FAILED', PROFILE_FIELD_MESSAGES.lastDonationBeforeBirth, { lastDonationDate: PROFILE_FIELD_MESSAGES.lastDonationBeforeBirth });
        }
        const saved = await manager.getRepository(UserEntity).save(withFlags(Object.assign(user, settings)));
        // The reminder of the day they may give again follows the settings (DonorSettingsChangedEvent).
        await this.events.record(manager, new DonorSettingsChangedEvent(userId));
        return saved;
      }),
    );
  }

  /**
   * A confirmed donation moves the donor's last donation forward (never back), in the caller's
   * transaction: whole blood the last-donation date, apheresis the last apheresis (at noon in
   * India that day, as only the day is known). The donor may still correct them in the profile.
   */
  async noteDonation(manager: EntityManager, userId: string, component: DonationComponent, donatedOn: string): Promise<void> {
    if (isApheresisDonation(component)) {
      await manager.query(
        `UPDATE "users" SET "last_apheresis_at" = GREATEST("last_apheresis_at", $2::timestamptz), "updated_at" = now() WHERE "id" = $1`,
        [userId, `${donatedOn}T12:00:00+05:30`],
      );
    } else {
      await manager.query(`UPDATE "users" SET "last_donation_date" = GREATEST("last_donation_date", $2::date), "updated_at" = now() WHERE "id" = $1`, [userId, donatedOn]);
    }
  }

  /**
   * A whole-blood donation removed from the record: when the last-donation date was that day, it
   * becomes the latest whole-blood donation left (`latestLeft`, null: none). In the caller's transaction.
   */
  async forgetDonation(manager: EntityManager, userId: string, donatedOn: string, latestLeft: string | null): Promise<void> {
    await manager.query(`UPDATE "users" SET "last_donation_date" = $3::date, "updated_at" = now() WHERE "id" = $1 AND "last_donation_date" = $2::date`, [
      userId,
      donatedOn,
      latestLeft,
    ]);
  }

  /**
   * An apheresis donation removed from the record: when the last apheresis was that day (in India),
   * it becomes the latest apheresis left (`latestLeft`, at noon in India; null: none). In the caller's transaction.
   */
  async forgetApheresis(manager: EntityManager, userId: string, donatedOn: string, latestLeft: string | null): Promise<void> {
    await manager.query(
      `UPDATE "users" SET "last_apheresis_at" = $3::timestamptz, "updated_at" = now()
         WHERE "id" = $1 AND ("last_apheresis_at" AT TIME ZONE 'Asia/Kolkata')::date = $2::date`,
      [userId, donatedOn, latestLeft === null ? null : `${latestLeft}T12:00:00+05:30`],
    );
  }

  /**
   * The first day the weekly and yearly apheresis limits allow another apheresis, as the donation
   * record says (libs/domain apheresisLimitsFrom; null: no bar beyond the 48 hours): matching reads
   * it. In the caller's transaction.
   */
  async setApheresisLimitsFrom(manager: EntityManager, userId: string, from: string | null): Promise<void> {
    await manager.query(`UPDATE "users" SET "apheresis_limits_from" = $2::date WHERE "id" = $1 AND "apheresis_limits_from" IS DISTINCT FROM $2::date`, [userId, from]);
  }

  /** Every field given (the district and state already filled from the pincode when left empty). */
  async updateContact(userId: string, contact: ContactDetails): Promise<UserEntity> {
    await this.change(userId, (user) => withFlags(Object.assign(user, contact)));
    // The pincode's location is copied by a database trigger: read it back.
    return this.getById(userId);
  }

  /**
   * Stores a new password hash, in the caller's transaction; once it has committed, the caller
   * calls `forgetSignedIn` (the commit's own announcement may arrive after the next request).
   */
  async setPassword(manager: EntityManager, userId: string, password: string): Promise<void> {
    await manager.update(UserEntity, { id: userId }, { passwordHash: await hashPassword(password) });
  }

  /**
   * Points the user at a newly stored avatar, in one transaction; returns the user and the key of
   * the image it replaced (released by the stored_images trigger; the caller discards its files).
   */
  async setAvatar(userId: string, key: string, url: string): Promise<{ user: UserEntity; replaced: string | null }> {
    const replaced = await this.users.manager.transaction(async (manager) => {
      const rows = (await manager.query(`SELECT "avatar_key" FROM "users" WHERE "id" = $1 FOR UPDATE`, [userId])) as { avatar_key: string | null }[];
      if (rows.length === 0) throw new AppError('NOT_FOUND', 'User not found');
      await manager.query(`UPDATE "users" SET "avatar_key" = $2, "avatar" = $3, "updated_at" = now() WHERE "id" = $1`, [userId, key, url]);
      return rows[0].avatar_key;
    });
    this.signedIn.forgetUser(userId);
    return { user: await this.getById(userId), replaced };
  }

  // ---- Roles and bans (moderation). The role is written only by the command line (admin-cli). ----

  /** Whether the user is a moderator now, read from the database (never from a cache: a revoked role ends at once). */
  async isModerator(userId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!isId(userId)) return false;
    const rows = (await manager.query(`SELECT 1 FROM "users" WHERE "id" = $1 AND "role" = 'MODERATOR' AND "banned_at" IS NULL`, [userId])) as unknown[];
    return rows.length > 0;
  }

  /** Grants or revokes the moderator role by e-mail (admin-cli only); USER_NOT_FOUND for an unknown address. Whether it changed. */
  async setModerator(email: string, moderator: boolean): Promise<boolean> {
    const user = await this.findByEmail(email);
    if (!user) throw new AppError('USER_NOT_FOUND', 'No account has this e-mail address');
    const [, changed] = (await this.dataSource.query(`UPDATE "users" SET "role" = $2, "updated_at" = now() WHERE "id" = $1 AND "role" IS DISTINCT FROM $2`, [
      user.id,
      moderator ? 'MODERATOR' : null,
    ])) as [unknown, number];
    this.signedIn.forgetUser(user.id);
    return changed > 0;
  }

  /** The moderators, by e-mail. */
  listModerators(): Promise<UserEntity[]> {
    return this.users.find({ where: { role: 'MODERATOR' }, order: { email: 'ASC' } });
  }

  /** Bans or unbans (in the moderation's transaction); NOT_FOUND for an unknown user, CONFLICT when it is already so. */
  async setBanned(manager: EntityManager, userId: string, banned: boolean): Promise<UserEntity> {
    const [rows] = (await manager.query(
      `UPDATE "users" SET "banned_at" = ${banned ? 'now()' : 'NULL'}, "updated_at" = now()
        WHERE "id" = $1 AND ("banned_at" IS NULL) = $2 RETURNING "id"`,
      [userId, banned],
    )) as [{ id: string }[], number];
    if (rows.length === 0) {
      await this.getById(userId);
      throw new AppError('CONFLICT', banned ? 'This user is already banned' : 'This user is not banned');
    }
    this.signedIn.forgetUser(userId);
    return manager.findOneByOrFail(UserEntity, { id: userId });
  }
}
