import { Inject, Injectable } from '@nestjs/common';
import {
  CAMP_CALENDAR_HOURS,
  CAMP_EVENT_TEXTS,
  MESSAGES,
  NEXT_DONATION_EVENT_TEXTS,
  calendarDateInIndia,
  campaignPath,
  icsCalendar,
  preferredShareLanguage,
  shareCategory,
  userLanguageOf,
  type UserLanguage,
} from '@redhope/domain';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { CampaignsService } from '../campaigns';
import { DonationsService } from '../donations';
import { UsersService } from '../users';

/** An `.ics` file: its text and the name it downloads under. */
export interface CalendarFile {
  filename: string;
  text: string;
}

/**
 * The calendar files (RFC 5545, libs/domain calendar.ts): a camp, in India's time, and the
 * signed-in donor's next eligible date, as a whole-day event. Each event's UID is stable, so a
 * second download updates the event instead of adding another.
 */
@Injectable()
export class CalendarService {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly users: UsersService,
    private readonly donations: DonationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A camp anyone may see (its owner: also while under review); NOT_FOUND otherwise. Its words
   * (category, "Contact") are in the viewer's language: a signed-in viewer's own, else the one
   * their browser prefers (Accept-Language), as the camp's share preview.
   */
  async campaign(campaignId: string, viewerId: string | null, acceptLanguage?: string, now: Date = new Date()): Promise<CalendarFile> {
    const { campaign } = await this.campaigns.view(campaignId, viewerId);
    const language = await this.languageOf(viewerId, acceptLanguage);
    const url = this.link(campaignPath(campaign.id));
    const text = icsCalendar([
      {
        uid: `campaign-${campaign.id}@redhope`,
        stamp: now,
        time: { kind: 'india', start: campaign.startsAt, end: new Date(campaign.startsAt.getTime() + CAMP_CALENDAR_HOURS * 3_600_000) },
        summary: campaign.title,
        description: [shareCategory(language, campaign.category), campaign.description, ...(campaign.contactNo ? [`${CAMP_EVENT_TEXTS[language].contact}: ${campaign.contactNo}`] : []), ...(url ? [url] : [])].join('\n\n'),
        location: `${campaign.addressLine}, ${campaign.district}, ${campaign.state} ${campaign.pincode}`,
        url,
      },
    ]);
    return { filename: `redhope-camp-${calendarDateInIndia(campaign.startsAt)}.ics`, text };
  }

  /**
   * The day the donor may give whole blood again, as their donation record says (libs/domain
   * donations.ts: every donation recorded and the profile's last donation and apheresis, by
   * component): NOT_FOUND, saying why, when nothing is known or they may give today. The event's
   * words are in the donor's language, as their reminders are.
   */
  async nextEligibleDate(userId: string, now: Date = new Date()): Promise<CalendarFile> {
    const [user, record] = await Promise.all([this.users.getById(userId), this.donations.record(userId)]);
    const date = record.nextEligibleDate;
    if (!date) {
      const known = record.total > 0 || user.lastDonationDate !== null || user.lastApheresisAt !== null;
      throw new AppError('NOT_FOUND', known ? MESSAGES.mayDonateNow : MESSAGES.noLastDonationDate);
    }
    const url = this.link('/profile-edit');
    const words = NEXT_DONATION_EVENT_TEXTS[userLanguageOf(user.language)];
    const text = icsCalendar([
      {
        // One per donor: a later download (after another donation) moves the same event.
        uid: `next-donation-${user.id}@redhope`,
        stamp: now,
        time: { kind: 'date', date },
        summary: words.summary,
        description: [words.description, ...(url ? [url] : [])].join('\n\n'),
        url,
      },
    ]);
    return { filename: `redhope-next-donation-${date}.ics`, text };
  }

  private async languageOf(viewerId: string | null, acceptLanguage: string | undefined): Promise<UserLanguage> {
    if (viewerId) {
      const language = (await this.users.languagesOf([viewerId])).get(viewerId);
      if (language) return language;
    }
    return preferredShareLanguage(acceptLanguage);
  }

  private link(path: string): string | undefined {
    return this.config.publicUrl ? new URL(path, this.config.publicUrl).toString() : undefined;
  }
}
