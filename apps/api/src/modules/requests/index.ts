/** The requests module's public face: other modules import only from here. */
export type { BloodRequestEntity } from './blood-request.entity';
export { DonorsConfirmedEvent, HelpOfferedEvent, RequestCancelledEvent, RequestCreatedEvent, RequestFulfilledEvent, type MatchedDonor, type RequestFacts } from './requests.events';
export { BloodComponentValue, RequestStateForViewer, RequestUrgencyValue } from './models/request-needs.enums';
export { RequestsModule } from './requests.module';
export { RequestsService } from './requests.service';
export { HelperHoldsService, type HelperQueueEntry } from './helper-holds.service';
