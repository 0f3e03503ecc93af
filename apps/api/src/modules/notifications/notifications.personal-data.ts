import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalData, type PersonalDataOwner, type PersonalDataSections } from '../../common/personal-data/personal-data';
import { MailService } from '../mail';

/**
 * Notifications: those the user received, in the export. An erasure deletes those and the ones
 * that tell others of the user's requests and acts (others' alerts about their request, the
 * owner's "offered to help" from them), with every e-mail of them the queue still holds. Their
 * rows would also go by cascade (recipient, request and `about_user_id` foreign keys), but then
 * nothing would say which e-mails to forget: so this owner erases first ('references').
 */
@PersonalData({ erase: 'references' })
@Injectable()
export class NotificationsPersonalData implements PersonalDataOwner {
  constructor(private readonly mail: MailService) {}

  async export(userId: string, manager: EntityManager): Promise<PersonalDataSections> {
    const notifications = (await manager.query(
      `SELECT n."id", n."kind", n."title", n."body", n."actions", n."read_at" AS "readAt", n."created_at" AS "createdAt"
         FROM "notifications" n WHERE n."recipient_id" = $1 ORDER BY n."created_at"`,
      [userId],
    )) as Record<string, unknown>[];
    return { notifications };
  }

  async erase(userId: string, manager: EntityManager): Promise<void> {
    const [gone] = (await manager.query(`DELETE FROM "notifications" WHERE "recipient_id" = $1 OR "about_user_id" = $1 RETURNING "id"`, [userId])) as [
      { id: string }[],
      number,
    ];
    await this.mail.forgetMessages(
      manager,
      gone.map((row) => row.id),
    );
  }
}
