import type { DonationEntity } from './donation.entity';
import type { DonationRecord } from './donations.service';
import type { Donation, MyDonations } from './models/donation.model';

export function toDonationModel(donation: DonationEntity): Donation {
  return {
    id: donation.id,
    donatedOn: donation.donatedOn,
    component: donation.component,
    place: donation.place,
    venue: donation.venue,
    kind: donation.kind,
    requestId: donation.requestId,
    campaignId: donation.campaignId,
    createdAt: donation.createdAt,
  };
}

export function toMyDonationsModel(record: DonationRecord): MyDonations {
  return {
    donations: record.donations.map(toDonationModel),
    total: record.total,
    lastYear: record.lastYear,
    nextEligibleDate: record.nextEligibleDate,
    nextEligibleByComponent: {
      wholeBlood: record.nextEligibleByComponent.WHOLE_BLOOD,
      platelets: record.nextEligibleByComponent.PLATELETS,
      plasma: record.nextEligibleByComponent.PLASMA,
    },
    available: record.available,
  };
}
