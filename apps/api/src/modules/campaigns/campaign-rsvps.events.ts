/** Someone answered a camp ("I'll come" or "Not going"); handlers schedule or cancel their reminder. */
export class CampaignRsvpChangedEvent {
  static readonly eventName = 'campaigns.rsvp-changed';
  constructor(
    readonly campaignId: string,
    readonly userId: string,
    readonly going: boolean,
  ) {}
}

/** Its owner removed a camp; handlers cancel what was waiting for it (its reminders). */
export class CampaignRemovedEvent {
  static readonly eventName = 'campaigns.removed';
  constructor(readonly campaignId: string) {}
}

/**
 * The day before a camp, for one person still coming: handlers remind them. Carries what the
 * reminder says, taken when it was due; no contact details.
 */
export class CampReminderDueEvent {
  static readonly eventName = 'campaigns.reminder-due';
  constructor(
    readonly campaign: { id: string; title: string; district: string; ownerId: string; campDate: string; campTime: string },
    readonly userId: string,
  ) {}
}
