import { graphql } from '../../gql';

/** What the notification screens read of a notification (the list and the live feed alike). */
export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    kind
    title
    body
    createdAt
    read
    requestState
    actions {
      name
      navigate
    }
    params {
      applicant
      bloodGroup
      component
      units
      hospitalName
      campaignId
      campTitle
      campDate
      campTime
      distanceKm
      district
      helperName
      requestId
      requiredBy
      patientFirstName
      donatedOn
      eligibleOn
    }
  }
`);
