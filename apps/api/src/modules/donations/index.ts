/** The donations module's public face: other modules import only from here. */
export { DonationsModule } from './donations.module';
export { DONATION_REMINDER_QUEUE, DonationsService, type DonationReminderJob, type NewDonation } from './donations.service';
