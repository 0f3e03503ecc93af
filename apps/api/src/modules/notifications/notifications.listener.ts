import { Injectable } from '@nestjs/common';
import { DomainEventHandlers, OnDomainEvent } from '../../common/events/domain-events';
import { firstNameOf } from '@redhope/domain';
import { CampReminderDueEvent } from '../campaigns';
import { DonorsConfirmedEvent, HelpOfferedEvent, RequestCancelledEvent, RequestCreatedEvent, RequestFulfilledEvent, RequestsService, type RequestFacts } from '../requests';
import { NotificationsService } from './notifications.service';

/**
 * Notifications are written here, by the handlers of domain events, and nowhere else. Each runs
 * once per event (again after a failure: notify skips what exists), on whichever instance takes
 * the job; the live push reaches the recipient's sockets on every instance through the pub/sub.
 */
@Injectable()
@DomainEventHandlers()
export class NotificationsListener {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly requests: RequestsService,
  ) {}

  /**
   * Only while the request is open: one closed (or hidden) before this ran alerts nobody, and its
   * row is held until the alerts are committed, so a close waits for them and "no longer needed"
   * (push, on requests.cancelled and requests.fulfilled) reaches every donor alerted.
   */
  @OnDomainEvent(RequestCreatedEvent)
  async alertDonors({ request, donors }: RequestCreatedEvent): Promise<void> {
    await this.notifications.notify(
      'request-alert',
      donors.map((donor) => ({
        recipientId: donor.userId,
        dedupeKey: `request-alert:${request.id}`,
        requestId: request.id,
        aboutUserId: request.requestedBy,
        params: {
          requestId: request.id,
          applicant: request.applicant,
          bloodGroup: request.bloodGroup,
          district: request.district,
          requiredBy: request.requiredBy,
          distanceKm: donor.distanceKm,
          ...(request.component ? { component: request.component, units: request.units ?? 1, hospitalName: request.hospitalName ?? null } : {}),
        },
      })),
      { onlyIf: (manager) => this.requests.lockIfOpen(manager, request.id) },
    );
  }

  @OnDomainEvent(HelpOfferedEvent)
  async tellOwner({ request, helper }: HelpOfferedEvent): Promise<void> {
    await this.notifications.notify('help-offered', [
      {
        recipientId: request.requestedBy,
        dedupeKey: `help-offered:${request.id}:${helper.id}`,
        requestId: request.id,
        aboutUserId: helper.id,
        params: { requestId: request.id, applicant: request.applicant, helperName: helper.userName },
      },
    ]);
  }

  /** The helpers named as donors are thanked for their donation; the others get the neutral "fulfilled". */
  @OnDomainEvent(RequestFulfilledEvent)
  async thankHelpers({ request, helperIds, donorIds = [], donatedOn }: RequestFulfilledEvent): Promise<void> {
    const donors = new Set(donorIds);
    if (donatedOn) await this.thankDonors(request, donorIds, donatedOn);
    await this.notifications.notify(
      'request-fulfilled',
      helperIds.filter((helperId) => !donatedOn || !donors.has(helperId)).map((helperId) => ({
        recipientId: helperId,
        dedupeKey: `request-fulfilled:${request.id}`,
        requestId: request.id,
        aboutUserId: request.requestedBy,
        params: { applicant: request.applicant },
      })),
    );
  }

  /** A closed request's alert e-mails that have not gone yet (the SMTP server away) do not go. */
  @OnDomainEvent(RequestCancelledEvent)
  async dropAlertMailsOfCancelled({ request }: RequestCancelledEvent): Promise<void> {
    await this.notifications.forgetAlertMails(request.id);
  }

  @OnDomainEvent(RequestFulfilledEvent)
  async dropAlertMailsOfFulfilled({ request }: RequestFulfilledEvent): Promise<void> {
    await this.notifications.forgetAlertMails(request.id);
  }

  @OnDomainEvent(CampReminderDueEvent)
  async remindCamp({ campaign, userId }: CampReminderDueEvent): Promise<void> {
    await this.notifications.notify('camp-reminder', [
      {
        recipientId: userId,
        dedupeKey: `camp-reminder:${campaign.id}`,
        aboutUserId: campaign.ownerId,
        params: { campaignId: campaign.id, campTitle: campaign.title, district: campaign.district, campDate: campaign.campDate, campTime: campaign.campTime },
      },
    ]);
  }

  @OnDomainEvent(DonorsConfirmedEvent)
  async thankConfirmedDonors({ request, donorIds, donatedOn }: DonorsConfirmedEvent): Promise<void> {
    await this.thankDonors(request, donorIds, donatedOn);
  }

  /** "Your donation helped", by the patient's first name only: one per donor and request. */
  private async thankDonors(request: RequestFacts, donorIds: readonly string[], donatedOn: string): Promise<void> {
    await this.notifications.notify(
      'donation-helped',
      donorIds.map((donorId) => ({
        recipientId: donorId,
        dedupeKey: `donation-helped:${request.id}`,
        requestId: request.id,
        aboutUserId: request.requestedBy,
        params: { patientFirstName: firstNameOf(request.applicant), donatedOn },
      })),
    );
  }
}
