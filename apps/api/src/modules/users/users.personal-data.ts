import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { PersonalData, type ErasureOutcome, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { MailService } from '../mail';
import { SignedInCache } from './signed-in-cache';
import { UserEntity } from './user.entity';
import { toUserModel } from './user.presenter';

/**
 * The account itself: the profile in the export; in an erasure, the users row (last: every other
 * owner's rows point at it), the avatar it holds (released by the row's trigger), and every
 * e-mail the queue still holds for the address.
 */
@PersonalData({ erase: 'account' })
@Injectable()
export class UsersPersonalData implements PersonalDataOwner {
  constructor(
    private readonly mail: MailService,
    private readonly signedIn: SignedInCache,
  ) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const user = await manager.findOneBy(UserEntity, { id: userId });
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    const { address, ...profile } = toUserModel(user);
    return { profile: { ...profile, ...address, createdAt: user.createdAt, updatedAt: user.updatedAt } };
  }

  async erase(userId: string, manager: EntityManager): Promise<ErasureOutcome> {
    // Cascades take what the other owners left (sessions and their tokens, helps, reports); the
    // stored_images trigger releases the avatar.
    const [rows] = (await manager.query(`DELETE FROM "users" WHERE "id" = $1 RETURNING "email", "avatar_key"`, [userId])) as [
      { email: string; avatar_key: string | null }[],
      number,
    ];
    const [row] = rows;
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    await this.mail.forgetRecipient(manager, row.email);
    return { files: row.avatar_key ? [row.avatar_key] : [], afterCommit: () => this.signedIn.forgetUser(userId) };
  }
}
