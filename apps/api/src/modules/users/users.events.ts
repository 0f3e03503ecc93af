/**
 * A donor changed their donor settings (availability, last donation): handlers bring what depends
 * on them up to date (the reminder for the day they may give again). Ids only: handlers read the
 * settings as they are when they run.
 */
export class DonorSettingsChangedEvent {
  static readonly eventName = 'users.donor-settings-changed';
  constructor(readonly userId: string) {}
}
