/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ConfirmEmail($input: AccountLinkInput!) {\n    confirmEmail(input: $input)\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation UndoEmailChange($input: AccountLinkInput!) {\n    undoEmailChange(input: $input)\n  }\n": typeof types.UndoEmailChangeDocument,
    "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n": typeof types.ResendEmailConfirmationDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout($pushEndpoint: String) {\n    logout(pushEndpoint: $pushEndpoint)\n  }\n": typeof types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": typeof types.SetLanguageDocument,
    "\n  fragment UserFields on User {\n    id\n    userName\n    email\n    pendingEmail\n    emailConfirmed\n    phoneNo\n    avatar\n    dateOfBirth\n    bloodGroup\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    isBloodGroupAdded\n    isContactInfoFilled\n    language\n    isModerator\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  query CampaignAttendees($campaignId: ID!) {\n    campaignAttendees(campaignId: $campaignId) {\n      userId\n      userName\n      bloodGroup\n      sharesContact\n      phoneNo\n      email\n    }\n  }\n": typeof types.CampaignAttendeesDocument,
    "\n  fragment CampaignFields on Campaign {\n    id\n    title\n    category\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    contactNo\n    date\n    description\n    registrationLink\n    leaflet {\n      width\n      height\n      variants {\n        name\n        format\n        url\n        width\n        height\n      }\n    }\n    owner {\n      id\n      userName\n      avatar\n    }\n    viewerIsOwner\n    viewerHasReported\n    underReview\n    heldReason\n    takesRsvps\n    goingCount\n    myRsvp {\n      going\n      shareContact\n    }\n  }\n": typeof types.CampaignFieldsFragmentDoc,
    "\n  subscription CampaignGoingCount($campaignId: ID!) {\n    campaignGoingCount(campaignId: $campaignId) {\n      campaignId\n      goingCount\n    }\n  }\n": typeof types.CampaignGoingCountDocument,
    "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      myDonation {\n        id\n        donatedOn\n        component\n      }\n    }\n  }\n": typeof types.CampaignDocument,
    "\n  mutation ConfirmCampDonation($campaignId: ID!, $component: DonationComponent) {\n    confirmCampDonation(campaignId: $campaignId, component: $component) {\n      id\n      donatedOn\n      component\n    }\n  }\n": typeof types.ConfirmCampDonationDocument,
    "\n  mutation RemoveCampaign($id: ID!) {\n    removeCampaign(id: $id)\n  }\n": typeof types.RemoveCampaignDocument,
    "\n  mutation ReportCampaign($campaignId: ID!) {\n    reportCampaign(campaignId: $campaignId)\n  }\n": typeof types.ReportCampaignDocument,
    "\n  mutation RsvpCampaign($campaignId: ID!, $going: Boolean!, $shareContact: Boolean) {\n    rsvpCampaign(campaignId: $campaignId, going: $going, shareContact: $shareContact) {\n      id\n      goingCount\n      myRsvp {\n        going\n        shareContact\n      }\n    }\n  }\n": typeof types.RsvpCampaignDocument,
    "\n  mutation UndoCampDonation($id: ID!) {\n    removeDonation(id: $id) {\n      total\n    }\n  }\n": typeof types.UndoCampDonationDocument,
    "\n  subscription NearMeAlerts {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n": typeof types.NearMeAlertsDocument,
    "\n  query OpenRequestsNearMe {\n    openRequestsNearMe {\n      emptyReason\n      requests {\n        distanceKm\n        request {\n          id\n          applicant\n          bloodGroup\n          component\n          units\n          urgency\n          date\n          hospitalName\n          address {\n            district\n          }\n          viewerHasHelped\n        }\n      }\n    }\n  }\n": typeof types.OpenRequestsNearMeDocument,
    "\n  mutation BanUser($input: ModerateUserInput!) {\n    banUser(input: $input) {\n      id\n    }\n  }\n": typeof types.BanUserDocument,
    "\n  mutation HideItem($input: ModerateItemInput!) {\n    hideItem(input: $input) {\n      id\n    }\n  }\n": typeof types.HideItemDocument,
    "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        subjectUserName\n        moderatorName\n        reason\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ModerationLogDocument,
    "\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        type\n        id\n        title\n        text\n        helperFlag\n        district\n        createdAt\n        heldAt\n        heldReason\n        underReview\n        weighingReporters\n        reasons {\n          reason\n          count\n        }\n        author {\n          id\n          userName\n          accountCreatedAt\n          posts\n          helps\n          earlierActions\n          banned\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ModerationQueueDocument,
    "\n  mutation RestoreItem($input: ModerateItemInput!) {\n    restoreItem(input: $input) {\n      id\n    }\n  }\n": typeof types.RestoreItemDocument,
    "\n  mutation UnbanUser($input: ModerateUserInput!) {\n    unbanUser(input: $input) {\n      id\n    }\n  }\n": typeof types.UnbanUserDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationAddedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    createdAt\n    read\n    requestState\n    actions {\n      name\n      navigate\n    }\n    params {\n      applicant\n      bloodGroup\n      component\n      units\n      hospitalName\n      campaignId\n      campTitle\n      campDate\n      campTime\n      distanceKm\n      district\n      helperName\n      requestId\n      requiredBy\n      patientFirstName\n      donatedOn\n      eligibleOn\n    }\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  subscription NotificationsMarkedRead {\n    notificationsMarkedRead\n  }\n": typeof types.NotificationsMarkedReadDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      unreadCount\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query UnreadNotifications {\n    notifications(first: 1) {\n      unreadCount\n    }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  mutation AddDonation($input: AddDonationInput!) {\n    addDonation(input: $input) {\n      ...DonationRecordFields\n    }\n  }\n": typeof types.AddDonationDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  fragment DonorFields on User {\n    id\n    availableToDonate\n    lastDonationDate\n    nextDonationDate\n    weightKg\n    emailAlerts\n    alertRadiusKm\n  }\n": typeof types.DonorFieldsFragmentDoc,
    "\n  query MyData {\n    myData\n  }\n": typeof types.MyDataDocument,
    "\n  fragment DonationRecordFields on MyDonations {\n    donations {\n      id\n      donatedOn\n      component\n      place\n      venue\n      kind\n    }\n    total\n    lastYear\n    nextEligibleDate\n    nextEligibleByComponent {\n      platelets\n    }\n    available\n  }\n": typeof types.DonationRecordFieldsFragmentDoc,
    "\n  query MyDonations {\n    myDonations {\n      ...DonationRecordFields\n    }\n  }\n": typeof types.MyDonationsDocument,
    "\n  query ProfileEdit {\n    me {\n      ...DonorFields\n    }\n  }\n": typeof types.ProfileEditDocument,
    "\n  mutation RemoveDonation($id: ID!) {\n    removeDonation(id: $id) {\n      ...DonationRecordFields\n    }\n  }\n": typeof types.RemoveDonationDocument,
    "\n  mutation UpdateAlertPreferences($input: UpdateAlertPreferencesInput!) {\n    updateAlertPreferences(input: $input) {\n      ...DonorFields\n    }\n  }\n": typeof types.UpdateAlertPreferencesDocument,
    "\n  mutation UpdateBloodGroup($input: UpdateBloodGroupInput!) {\n    updateBloodGroup(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateBloodGroupDocument,
    "\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateContactDocument,
    "\n  mutation UpdateDonorSettings($input: UpdateDonorSettingsInput!) {\n    updateDonorSettings(input: $input) {\n      ...UserFields\n      ...DonorFields\n    }\n  }\n": typeof types.UpdateDonorSettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation BlockHelper($requestId: ID!, $helperId: ID!) {\n    blockHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n": typeof types.BlockHelperDocument,
    "\n  fragment BloodRequestFields on BloodRequest {\n    id\n    applicant\n    email\n    phoneNo\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    bloodGroup\n    component\n    units\n    hospitalName\n    urgency\n    reason\n    date\n    isActive\n    isFulfilled\n    closedAt\n    reachedTo\n    approvedBy\n    createdAt\n    contactVisible\n    viewerIsOwner\n    viewerHasHelped\n    viewerHasReported\n    underReview\n    heldReason\n    requestedBy {\n      id\n      userName\n      avatar\n    }\n  }\n": typeof types.BloodRequestFieldsFragmentDoc,
    "\n  query BloodRequest($id: ID!) {\n    bloodRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n": typeof types.BloodRequestDocument,
    "\n  mutation CancelRequest($id: ID!) {\n    cancelRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n": typeof types.CancelRequestDocument,
    "\n  mutation ConfirmDonors($requestId: ID!, $donorHelperIds: [ID!]!) {\n    confirmDonors(requestId: $requestId, donorHelperIds: $donorHelperIds) {\n      id\n    }\n  }\n": typeof types.ConfirmDonorsDocument,
    "\n  mutation CreateBloodRequest($input: CreateBloodRequestInput!, $idempotencyKey: String) {\n    createBloodRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n": typeof types.CreateBloodRequestDocument,
    "\n  mutation FulfillRequest($id: ID!, $donorHelperIds: [ID!]) {\n    fulfillRequest(id: $id, donorHelperIds: $donorHelperIds) {\n      ...BloodRequestFields\n    }\n  }\n": typeof types.FulfillRequestDocument,
    "\n  query MyBlockedHelpers {\n    myBlockedHelpers {\n      blockedAt\n      user {\n        id\n        userName\n        avatar\n      }\n    }\n  }\n": typeof types.MyBlockedHelpersDocument,
    "\n  query MyRequests {\n    myRequests {\n      ...BloodRequestFields\n    }\n  }\n": typeof types.MyRequestsDocument,
    "\n  mutation OfferHelp($requestId: ID!, $idempotencyKey: String) {\n    offerHelp(requestId: $requestId, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n": typeof types.OfferHelpDocument,
    "\n  mutation RemoveHelper($requestId: ID!, $helperId: ID!) {\n    removeHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n": typeof types.RemoveHelperDocument,
    "\n  mutation ReportHelper($requestId: ID!, $helperId: ID!, $reason: ReportReason!) {\n    reportHelper(requestId: $requestId, helperId: $helperId, reason: $reason)\n  }\n": typeof types.ReportHelperDocument,
    "\n  mutation ReportRequest($requestId: ID!) {\n    reportRequest(requestId: $requestId)\n  }\n": typeof types.ReportRequestDocument,
    "\n  subscription RequestCounts($requestId: ID!) {\n    requestCounts(requestId: $requestId) {\n      requestId\n      reachedTo\n      approvedBy\n      isActive\n      isFulfilled\n    }\n  }\n": typeof types.RequestCountsDocument,
    "\n  fragment RequestHelperFields on RequestHelper {\n    helperId\n    donorConfirmed\n    offeredAt\n    removed\n    blocked\n    reported\n    helperDetails {\n      userName\n      bloodGroup\n      avatar\n    }\n    helperContactInfo {\n      address {\n        addressLine\n        district\n        state\n      }\n      pincode\n      phoneNo\n      email\n    }\n  }\n": typeof types.RequestHelperFieldsFragmentDoc,
    "\n  query RequestHelpers($requestId: ID!) {\n    requestHelpers(requestId: $requestId) {\n      ...RequestHelperFields\n    }\n  }\n": typeof types.RequestHelpersDocument,
    "\n  mutation UnblockHelper($userId: ID!) {\n    unblockHelper(userId: $userId)\n  }\n": typeof types.UnblockHelperDocument,
    "\n  fragment PincodePlace on PincodeInfo {\n    district\n    state\n  }\n": typeof types.PincodePlaceFragmentDoc,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": typeof types.PushPublicKeyDocument,
    "\n  mutation RegisterPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    registerPushSubscription(input: { endpoint: $endpoint, keys: { p256dh: $p256dh, auth: $auth } })\n  }\n": typeof types.RegisterPushSubscriptionDocument,
    "\n  mutation UnregisterPushSubscription($endpoint: String!) {\n    unregisterPushSubscription(endpoint: $endpoint)\n  }\n": typeof types.UnregisterPushSubscriptionDocument,
};
const documents: Documents = {
    "\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ConfirmEmail($input: AccountLinkInput!) {\n    confirmEmail(input: $input)\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation UndoEmailChange($input: AccountLinkInput!) {\n    undoEmailChange(input: $input)\n  }\n": types.UndoEmailChangeDocument,
    "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n": types.ResendEmailConfirmationDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout($pushEndpoint: String) {\n    logout(pushEndpoint: $pushEndpoint)\n  }\n": types.LogoutDocument,
    "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation SetLanguage($language: String!) {\n    setLanguage(input: { language: $language }) {\n      id\n      language\n    }\n  }\n": types.SetLanguageDocument,
    "\n  fragment UserFields on User {\n    id\n    userName\n    email\n    pendingEmail\n    emailConfirmed\n    phoneNo\n    avatar\n    dateOfBirth\n    bloodGroup\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    isBloodGroupAdded\n    isContactInfoFilled\n    language\n    isModerator\n  }\n": types.UserFieldsFragmentDoc,
    "\n  query CampaignAttendees($campaignId: ID!) {\n    campaignAttendees(campaignId: $campaignId) {\n      userId\n      userName\n      bloodGroup\n      sharesContact\n      phoneNo\n      email\n    }\n  }\n": types.CampaignAttendeesDocument,
    "\n  fragment CampaignFields on Campaign {\n    id\n    title\n    category\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    contactNo\n    date\n    description\n    registrationLink\n    leaflet {\n      width\n      height\n      variants {\n        name\n        format\n        url\n        width\n        height\n      }\n    }\n    owner {\n      id\n      userName\n      avatar\n    }\n    viewerIsOwner\n    viewerHasReported\n    underReview\n    heldReason\n    takesRsvps\n    goingCount\n    myRsvp {\n      going\n      shareContact\n    }\n  }\n": types.CampaignFieldsFragmentDoc,
    "\n  subscription CampaignGoingCount($campaignId: ID!) {\n    campaignGoingCount(campaignId: $campaignId) {\n      campaignId\n      goingCount\n    }\n  }\n": types.CampaignGoingCountDocument,
    "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      myDonation {\n        id\n        donatedOn\n        component\n      }\n    }\n  }\n": types.CampaignDocument,
    "\n  mutation ConfirmCampDonation($campaignId: ID!, $component: DonationComponent) {\n    confirmCampDonation(campaignId: $campaignId, component: $component) {\n      id\n      donatedOn\n      component\n    }\n  }\n": types.ConfirmCampDonationDocument,
    "\n  mutation RemoveCampaign($id: ID!) {\n    removeCampaign(id: $id)\n  }\n": types.RemoveCampaignDocument,
    "\n  mutation ReportCampaign($campaignId: ID!) {\n    reportCampaign(campaignId: $campaignId)\n  }\n": types.ReportCampaignDocument,
    "\n  mutation RsvpCampaign($campaignId: ID!, $going: Boolean!, $shareContact: Boolean) {\n    rsvpCampaign(campaignId: $campaignId, going: $going, shareContact: $shareContact) {\n      id\n      goingCount\n      myRsvp {\n        going\n        shareContact\n      }\n    }\n  }\n": types.RsvpCampaignDocument,
    "\n  mutation UndoCampDonation($id: ID!) {\n    removeDonation(id: $id) {\n      total\n    }\n  }\n": types.UndoCampDonationDocument,
    "\n  subscription NearMeAlerts {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n": types.NearMeAlertsDocument,
    "\n  query OpenRequestsNearMe {\n    openRequestsNearMe {\n      emptyReason\n      requests {\n        distanceKm\n        request {\n          id\n          applicant\n          bloodGroup\n          component\n          units\n          urgency\n          date\n          hospitalName\n          address {\n            district\n          }\n          viewerHasHelped\n        }\n      }\n    }\n  }\n": types.OpenRequestsNearMeDocument,
    "\n  mutation BanUser($input: ModerateUserInput!) {\n    banUser(input: $input) {\n      id\n    }\n  }\n": types.BanUserDocument,
    "\n  mutation HideItem($input: ModerateItemInput!) {\n    hideItem(input: $input) {\n      id\n    }\n  }\n": types.HideItemDocument,
    "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        subjectUserName\n        moderatorName\n        reason\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ModerationLogDocument,
    "\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        type\n        id\n        title\n        text\n        helperFlag\n        district\n        createdAt\n        heldAt\n        heldReason\n        underReview\n        weighingReporters\n        reasons {\n          reason\n          count\n        }\n        author {\n          id\n          userName\n          accountCreatedAt\n          posts\n          helps\n          earlierActions\n          banned\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.ModerationQueueDocument,
    "\n  mutation RestoreItem($input: ModerateItemInput!) {\n    restoreItem(input: $input) {\n      id\n    }\n  }\n": types.RestoreItemDocument,
    "\n  mutation UnbanUser($input: ModerateUserInput!) {\n    unbanUser(input: $input) {\n      id\n    }\n  }\n": types.UnbanUserDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n": types.NotificationAddedDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    createdAt\n    read\n    requestState\n    actions {\n      name\n      navigate\n    }\n    params {\n      applicant\n      bloodGroup\n      component\n      units\n      hospitalName\n      campaignId\n      campTitle\n      campDate\n      campTime\n      distanceKm\n      district\n      helperName\n      requestId\n      requiredBy\n      patientFirstName\n      donatedOn\n      eligibleOn\n    }\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  subscription NotificationsMarkedRead {\n    notificationsMarkedRead\n  }\n": types.NotificationsMarkedReadDocument,
    "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      unreadCount\n    }\n  }\n": types.NotificationsDocument,
    "\n  query UnreadNotifications {\n    notifications(first: 1) {\n      unreadCount\n    }\n  }\n": types.UnreadNotificationsDocument,
    "\n  mutation AddDonation($input: AddDonationInput!) {\n    addDonation(input: $input) {\n      ...DonationRecordFields\n    }\n  }\n": types.AddDonationDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  fragment DonorFields on User {\n    id\n    availableToDonate\n    lastDonationDate\n    nextDonationDate\n    weightKg\n    emailAlerts\n    alertRadiusKm\n  }\n": types.DonorFieldsFragmentDoc,
    "\n  query MyData {\n    myData\n  }\n": types.MyDataDocument,
    "\n  fragment DonationRecordFields on MyDonations {\n    donations {\n      id\n      donatedOn\n      component\n      place\n      venue\n      kind\n    }\n    total\n    lastYear\n    nextEligibleDate\n    nextEligibleByComponent {\n      platelets\n    }\n    available\n  }\n": types.DonationRecordFieldsFragmentDoc,
    "\n  query MyDonations {\n    myDonations {\n      ...DonationRecordFields\n    }\n  }\n": types.MyDonationsDocument,
    "\n  query ProfileEdit {\n    me {\n      ...DonorFields\n    }\n  }\n": types.ProfileEditDocument,
    "\n  mutation RemoveDonation($id: ID!) {\n    removeDonation(id: $id) {\n      ...DonationRecordFields\n    }\n  }\n": types.RemoveDonationDocument,
    "\n  mutation UpdateAlertPreferences($input: UpdateAlertPreferencesInput!) {\n    updateAlertPreferences(input: $input) {\n      ...DonorFields\n    }\n  }\n": types.UpdateAlertPreferencesDocument,
    "\n  mutation UpdateBloodGroup($input: UpdateBloodGroupInput!) {\n    updateBloodGroup(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateBloodGroupDocument,
    "\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateContactDocument,
    "\n  mutation UpdateDonorSettings($input: UpdateDonorSettingsInput!) {\n    updateDonorSettings(input: $input) {\n      ...UserFields\n      ...DonorFields\n    }\n  }\n": types.UpdateDonorSettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation BlockHelper($requestId: ID!, $helperId: ID!) {\n    blockHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n": types.BlockHelperDocument,
    "\n  fragment BloodRequestFields on BloodRequest {\n    id\n    applicant\n    email\n    phoneNo\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    bloodGroup\n    component\n    units\n    hospitalName\n    urgency\n    reason\n    date\n    isActive\n    isFulfilled\n    closedAt\n    reachedTo\n    approvedBy\n    createdAt\n    contactVisible\n    viewerIsOwner\n    viewerHasHelped\n    viewerHasReported\n    underReview\n    heldReason\n    requestedBy {\n      id\n      userName\n      avatar\n    }\n  }\n": types.BloodRequestFieldsFragmentDoc,
    "\n  query BloodRequest($id: ID!) {\n    bloodRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n": types.BloodRequestDocument,
    "\n  mutation CancelRequest($id: ID!) {\n    cancelRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n": types.CancelRequestDocument,
    "\n  mutation ConfirmDonors($requestId: ID!, $donorHelperIds: [ID!]!) {\n    confirmDonors(requestId: $requestId, donorHelperIds: $donorHelperIds) {\n      id\n    }\n  }\n": types.ConfirmDonorsDocument,
    "\n  mutation CreateBloodRequest($input: CreateBloodRequestInput!, $idempotencyKey: String) {\n    createBloodRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n": types.CreateBloodRequestDocument,
    "\n  mutation FulfillRequest($id: ID!, $donorHelperIds: [ID!]) {\n    fulfillRequest(id: $id, donorHelperIds: $donorHelperIds) {\n      ...BloodRequestFields\n    }\n  }\n": types.FulfillRequestDocument,
    "\n  query MyBlockedHelpers {\n    myBlockedHelpers {\n      blockedAt\n      user {\n        id\n        userName\n        avatar\n      }\n    }\n  }\n": types.MyBlockedHelpersDocument,
    "\n  query MyRequests {\n    myRequests {\n      ...BloodRequestFields\n    }\n  }\n": types.MyRequestsDocument,
    "\n  mutation OfferHelp($requestId: ID!, $idempotencyKey: String) {\n    offerHelp(requestId: $requestId, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n": types.OfferHelpDocument,
    "\n  mutation RemoveHelper($requestId: ID!, $helperId: ID!) {\n    removeHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n": types.RemoveHelperDocument,
    "\n  mutation ReportHelper($requestId: ID!, $helperId: ID!, $reason: ReportReason!) {\n    reportHelper(requestId: $requestId, helperId: $helperId, reason: $reason)\n  }\n": types.ReportHelperDocument,
    "\n  mutation ReportRequest($requestId: ID!) {\n    reportRequest(requestId: $requestId)\n  }\n": types.ReportRequestDocument,
    "\n  subscription RequestCounts($requestId: ID!) {\n    requestCounts(requestId: $requestId) {\n      requestId\n      reachedTo\n      approvedBy\n      isActive\n      isFulfilled\n    }\n  }\n": types.RequestCountsDocument,
    "\n  fragment RequestHelperFields on RequestHelper {\n    helperId\n    donorConfirmed\n    offeredAt\n    removed\n    blocked\n    reported\n    helperDetails {\n      userName\n      bloodGroup\n      avatar\n    }\n    helperContactInfo {\n      address {\n        addressLine\n        district\n        state\n      }\n      pincode\n      phoneNo\n      email\n    }\n  }\n": types.RequestHelperFieldsFragmentDoc,
    "\n  query RequestHelpers($requestId: ID!) {\n    requestHelpers(requestId: $requestId) {\n      ...RequestHelperFields\n    }\n  }\n": types.RequestHelpersDocument,
    "\n  mutation UnblockHelper($userId: ID!) {\n    unblockHelper(userId: $userId)\n  }\n": types.UnblockHelperDocument,
    "\n  fragment PincodePlace on PincodeInfo {\n    district\n    state\n  }\n": types.PincodePlaceFragmentDoc,
    "\n  query PushPublicKey {\n    pushPublicKey\n  }\n": types.PushPublicKeyDocument,
    "\n  mutation RegisterPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    registerPushSubscription(input: { endpoint: $endpoint, keys: { p256dh: $p256dh, auth: $auth } })\n  }\n": types.RegisterPushSubscriptionDocument,
    "\n  mutation UnregisterPushSubscription($endpoint: String!) {\n    unregisterPushSubscription(endpoint: $endpoint)\n  }\n": types.UnregisterPushSubscriptionDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: ForgotPasswordInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($input: AccountLinkInput!) {\n    confirmEmail(input: $input)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($input: AccountLinkInput!) {\n    confirmEmail(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoEmailChange($input: AccountLinkInput!) {\n    undoEmailChange(input: $input)\n  }\n"): (typeof documents)["\n  mutation UndoEmailChange($input: AccountLinkInput!) {\n    undoEmailChange(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n"): (typeof documents)["\n  mutation ResendEmailConfirmation {\n    resendEmailConfirmation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($pushEndpoint: String) {\n    logout(pushEndpoint: $pushEndpoint)\n  }\n"): (typeof documents)["\n  mutation Logout($pushEndpoint: String) {\n    logout(pushEndpoint: $pushEndpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLanguage($language: String!) {\n    setLanguage(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SetLanguage($language: String!) {\n    setLanguage(input: { language: $language }) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    userName\n    email\n    pendingEmail\n    emailConfirmed\n    phoneNo\n    avatar\n    dateOfBirth\n    bloodGroup\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    isBloodGroupAdded\n    isContactInfoFilled\n    language\n    isModerator\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    userName\n    email\n    pendingEmail\n    emailConfirmed\n    phoneNo\n    avatar\n    dateOfBirth\n    bloodGroup\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    isBloodGroupAdded\n    isContactInfoFilled\n    language\n    isModerator\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignAttendees($campaignId: ID!) {\n    campaignAttendees(campaignId: $campaignId) {\n      userId\n      userName\n      bloodGroup\n      sharesContact\n      phoneNo\n      email\n    }\n  }\n"): (typeof documents)["\n  query CampaignAttendees($campaignId: ID!) {\n    campaignAttendees(campaignId: $campaignId) {\n      userId\n      userName\n      bloodGroup\n      sharesContact\n      phoneNo\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignFields on Campaign {\n    id\n    title\n    category\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    contactNo\n    date\n    description\n    registrationLink\n    leaflet {\n      width\n      height\n      variants {\n        name\n        format\n        url\n        width\n        height\n      }\n    }\n    owner {\n      id\n      userName\n      avatar\n    }\n    viewerIsOwner\n    viewerHasReported\n    underReview\n    heldReason\n    takesRsvps\n    goingCount\n    myRsvp {\n      going\n      shareContact\n    }\n  }\n"): (typeof documents)["\n  fragment CampaignFields on Campaign {\n    id\n    title\n    category\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    contactNo\n    date\n    description\n    registrationLink\n    leaflet {\n      width\n      height\n      variants {\n        name\n        format\n        url\n        width\n        height\n      }\n    }\n    owner {\n      id\n      userName\n      avatar\n    }\n    viewerIsOwner\n    viewerHasReported\n    underReview\n    heldReason\n    takesRsvps\n    goingCount\n    myRsvp {\n      going\n      shareContact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CampaignGoingCount($campaignId: ID!) {\n    campaignGoingCount(campaignId: $campaignId) {\n      campaignId\n      goingCount\n    }\n  }\n"): (typeof documents)["\n  subscription CampaignGoingCount($campaignId: ID!) {\n    campaignGoingCount(campaignId: $campaignId) {\n      campaignId\n      goingCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      myDonation {\n        id\n        donatedOn\n        component\n      }\n    }\n  }\n"): (typeof documents)["\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignFields\n      myDonation {\n        id\n        donatedOn\n        component\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmCampDonation($campaignId: ID!, $component: DonationComponent) {\n    confirmCampDonation(campaignId: $campaignId, component: $component) {\n      id\n      donatedOn\n      component\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmCampDonation($campaignId: ID!, $component: DonationComponent) {\n    confirmCampDonation(campaignId: $campaignId, component: $component) {\n      id\n      donatedOn\n      component\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCampaign($id: ID!) {\n    removeCampaign(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveCampaign($id: ID!) {\n    removeCampaign(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportCampaign($campaignId: ID!) {\n    reportCampaign(campaignId: $campaignId)\n  }\n"): (typeof documents)["\n  mutation ReportCampaign($campaignId: ID!) {\n    reportCampaign(campaignId: $campaignId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RsvpCampaign($campaignId: ID!, $going: Boolean!, $shareContact: Boolean) {\n    rsvpCampaign(campaignId: $campaignId, going: $going, shareContact: $shareContact) {\n      id\n      goingCount\n      myRsvp {\n        going\n        shareContact\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RsvpCampaign($campaignId: ID!, $going: Boolean!, $shareContact: Boolean) {\n    rsvpCampaign(campaignId: $campaignId, going: $going, shareContact: $shareContact) {\n      id\n      goingCount\n      myRsvp {\n        going\n        shareContact\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoCampDonation($id: ID!) {\n    removeDonation(id: $id) {\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation UndoCampDonation($id: ID!) {\n    removeDonation(id: $id) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NearMeAlerts {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n"): (typeof documents)["\n  subscription NearMeAlerts {\n    notificationAdded {\n      id\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenRequestsNearMe {\n    openRequestsNearMe {\n      emptyReason\n      requests {\n        distanceKm\n        request {\n          id\n          applicant\n          bloodGroup\n          component\n          units\n          urgency\n          date\n          hospitalName\n          address {\n            district\n          }\n          viewerHasHelped\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenRequestsNearMe {\n    openRequestsNearMe {\n      emptyReason\n      requests {\n        distanceKm\n        request {\n          id\n          applicant\n          bloodGroup\n          component\n          units\n          urgency\n          date\n          hospitalName\n          address {\n            district\n          }\n          viewerHasHelped\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BanUser($input: ModerateUserInput!) {\n    banUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation BanUser($input: ModerateUserInput!) {\n    banUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HideItem($input: ModerateItemInput!) {\n    hideItem(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation HideItem($input: ModerateItemInput!) {\n    hideItem(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        subjectUserName\n        moderatorName\n        reason\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationLog($first: Int, $after: String) {\n    moderationLog(first: $first, after: $after) {\n      nodes {\n        id\n        action\n        targetType\n        targetId\n        subjectUserName\n        moderatorName\n        reason\n        createdAt\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        type\n        id\n        title\n        text\n        helperFlag\n        district\n        createdAt\n        heldAt\n        heldReason\n        underReview\n        weighingReporters\n        reasons {\n          reason\n          count\n        }\n        author {\n          id\n          userName\n          accountCreatedAt\n          posts\n          helps\n          earlierActions\n          banned\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ModerationQueue($first: Int, $after: String) {\n    moderationQueue(first: $first, after: $after) {\n      nodes {\n        type\n        id\n        title\n        text\n        helperFlag\n        district\n        createdAt\n        heldAt\n        heldReason\n        underReview\n        weighingReporters\n        reasons {\n          reason\n          count\n        }\n        author {\n          id\n          userName\n          accountCreatedAt\n          posts\n          helps\n          earlierActions\n          banned\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreItem($input: ModerateItemInput!) {\n    restoreItem(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreItem($input: ModerateItemInput!) {\n    restoreItem(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnbanUser($input: ModerateUserInput!) {\n    unbanUser(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnbanUser($input: ModerateUserInput!) {\n    unbanUser(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    createdAt\n    read\n    requestState\n    actions {\n      name\n      navigate\n    }\n    params {\n      applicant\n      bloodGroup\n      component\n      units\n      hospitalName\n      campaignId\n      campTitle\n      campDate\n      campTime\n      distanceKm\n      district\n      helperName\n      requestId\n      requiredBy\n      patientFirstName\n      donatedOn\n      eligibleOn\n    }\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    kind\n    title\n    body\n    createdAt\n    read\n    requestState\n    actions {\n      name\n      navigate\n    }\n    params {\n      applicant\n      bloodGroup\n      component\n      units\n      hospitalName\n      campaignId\n      campTitle\n      campDate\n      campTime\n      distanceKm\n      district\n      helperName\n      requestId\n      requiredBy\n      patientFirstName\n      donatedOn\n      eligibleOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsMarkedRead {\n    notificationsMarkedRead\n  }\n"): (typeof documents)["\n  subscription NotificationsMarkedRead {\n    notificationsMarkedRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query Notifications($first: Int, $after: String) {\n    notifications(first: $first, after: $after) {\n      nodes {\n        ...NotificationFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    notifications(first: 1) {\n      unreadCount\n    }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    notifications(first: 1) {\n      unreadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDonation($input: AddDonationInput!) {\n    addDonation(input: $input) {\n      ...DonationRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddDonation($input: AddDonationInput!) {\n    addDonation(input: $input) {\n      ...DonationRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String!) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DonorFields on User {\n    id\n    availableToDonate\n    lastDonationDate\n    nextDonationDate\n    weightKg\n    emailAlerts\n    alertRadiusKm\n  }\n"): (typeof documents)["\n  fragment DonorFields on User {\n    id\n    availableToDonate\n    lastDonationDate\n    nextDonationDate\n    weightKg\n    emailAlerts\n    alertRadiusKm\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyData {\n    myData\n  }\n"): (typeof documents)["\n  query MyData {\n    myData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DonationRecordFields on MyDonations {\n    donations {\n      id\n      donatedOn\n      component\n      place\n      venue\n      kind\n    }\n    total\n    lastYear\n    nextEligibleDate\n    nextEligibleByComponent {\n      platelets\n    }\n    available\n  }\n"): (typeof documents)["\n  fragment DonationRecordFields on MyDonations {\n    donations {\n      id\n      donatedOn\n      component\n      place\n      venue\n      kind\n    }\n    total\n    lastYear\n    nextEligibleDate\n    nextEligibleByComponent {\n      platelets\n    }\n    available\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDonations {\n    myDonations {\n      ...DonationRecordFields\n    }\n  }\n"): (typeof documents)["\n  query MyDonations {\n    myDonations {\n      ...DonationRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEdit {\n    me {\n      ...DonorFields\n    }\n  }\n"): (typeof documents)["\n  query ProfileEdit {\n    me {\n      ...DonorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDonation($id: ID!) {\n    removeDonation(id: $id) {\n      ...DonationRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDonation($id: ID!) {\n    removeDonation(id: $id) {\n      ...DonationRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAlertPreferences($input: UpdateAlertPreferencesInput!) {\n    updateAlertPreferences(input: $input) {\n      ...DonorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAlertPreferences($input: UpdateAlertPreferencesInput!) {\n    updateAlertPreferences(input: $input) {\n      ...DonorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBloodGroup($input: UpdateBloodGroupInput!) {\n    updateBloodGroup(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBloodGroup($input: UpdateBloodGroupInput!) {\n    updateBloodGroup(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContact($input: UpdateContactInput!) {\n    updateContact(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDonorSettings($input: UpdateDonorSettingsInput!) {\n    updateDonorSettings(input: $input) {\n      ...UserFields\n      ...DonorFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDonorSettings($input: UpdateDonorSettingsInput!) {\n    updateDonorSettings(input: $input) {\n      ...UserFields\n      ...DonorFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockHelper($requestId: ID!, $helperId: ID!) {\n    blockHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n"): (typeof documents)["\n  mutation BlockHelper($requestId: ID!, $helperId: ID!) {\n    blockHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BloodRequestFields on BloodRequest {\n    id\n    applicant\n    email\n    phoneNo\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    bloodGroup\n    component\n    units\n    hospitalName\n    urgency\n    reason\n    date\n    isActive\n    isFulfilled\n    closedAt\n    reachedTo\n    approvedBy\n    createdAt\n    contactVisible\n    viewerIsOwner\n    viewerHasHelped\n    viewerHasReported\n    underReview\n    heldReason\n    requestedBy {\n      id\n      userName\n      avatar\n    }\n  }\n"): (typeof documents)["\n  fragment BloodRequestFields on BloodRequest {\n    id\n    applicant\n    email\n    phoneNo\n    address {\n      addressLine\n      district\n      state\n    }\n    pincode\n    bloodGroup\n    component\n    units\n    hospitalName\n    urgency\n    reason\n    date\n    isActive\n    isFulfilled\n    closedAt\n    reachedTo\n    approvedBy\n    createdAt\n    contactVisible\n    viewerIsOwner\n    viewerHasHelped\n    viewerHasReported\n    underReview\n    heldReason\n    requestedBy {\n      id\n      userName\n      avatar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BloodRequest($id: ID!) {\n    bloodRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n"): (typeof documents)["\n  query BloodRequest($id: ID!) {\n    bloodRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelRequest($id: ID!) {\n    cancelRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelRequest($id: ID!) {\n    cancelRequest(id: $id) {\n      ...BloodRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmDonors($requestId: ID!, $donorHelperIds: [ID!]!) {\n    confirmDonors(requestId: $requestId, donorHelperIds: $donorHelperIds) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmDonors($requestId: ID!, $donorHelperIds: [ID!]!) {\n    confirmDonors(requestId: $requestId, donorHelperIds: $donorHelperIds) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBloodRequest($input: CreateBloodRequestInput!, $idempotencyKey: String) {\n    createBloodRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBloodRequest($input: CreateBloodRequestInput!, $idempotencyKey: String) {\n    createBloodRequest(input: $input, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FulfillRequest($id: ID!, $donorHelperIds: [ID!]) {\n    fulfillRequest(id: $id, donorHelperIds: $donorHelperIds) {\n      ...BloodRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation FulfillRequest($id: ID!, $donorHelperIds: [ID!]) {\n    fulfillRequest(id: $id, donorHelperIds: $donorHelperIds) {\n      ...BloodRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBlockedHelpers {\n    myBlockedHelpers {\n      blockedAt\n      user {\n        id\n        userName\n        avatar\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBlockedHelpers {\n    myBlockedHelpers {\n      blockedAt\n      user {\n        id\n        userName\n        avatar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRequests {\n    myRequests {\n      ...BloodRequestFields\n    }\n  }\n"): (typeof documents)["\n  query MyRequests {\n    myRequests {\n      ...BloodRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferHelp($requestId: ID!, $idempotencyKey: String) {\n    offerHelp(requestId: $requestId, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation OfferHelp($requestId: ID!, $idempotencyKey: String) {\n    offerHelp(requestId: $requestId, idempotencyKey: $idempotencyKey) {\n      ...BloodRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHelper($requestId: ID!, $helperId: ID!) {\n    removeHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveHelper($requestId: ID!, $helperId: ID!) {\n    removeHelper(requestId: $requestId, helperId: $helperId) {\n      ...RequestHelperFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportHelper($requestId: ID!, $helperId: ID!, $reason: ReportReason!) {\n    reportHelper(requestId: $requestId, helperId: $helperId, reason: $reason)\n  }\n"): (typeof documents)["\n  mutation ReportHelper($requestId: ID!, $helperId: ID!, $reason: ReportReason!) {\n    reportHelper(requestId: $requestId, helperId: $helperId, reason: $reason)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportRequest($requestId: ID!) {\n    reportRequest(requestId: $requestId)\n  }\n"): (typeof documents)["\n  mutation ReportRequest($requestId: ID!) {\n    reportRequest(requestId: $requestId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RequestCounts($requestId: ID!) {\n    requestCounts(requestId: $requestId) {\n      requestId\n      reachedTo\n      approvedBy\n      isActive\n      isFulfilled\n    }\n  }\n"): (typeof documents)["\n  subscription RequestCounts($requestId: ID!) {\n    requestCounts(requestId: $requestId) {\n      requestId\n      reachedTo\n      approvedBy\n      isActive\n      isFulfilled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestHelperFields on RequestHelper {\n    helperId\n    donorConfirmed\n    offeredAt\n    removed\n    blocked\n    reported\n    helperDetails {\n      userName\n      bloodGroup\n      avatar\n    }\n    helperContactInfo {\n      address {\n        addressLine\n        district\n        state\n      }\n      pincode\n      phoneNo\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment RequestHelperFields on RequestHelper {\n    helperId\n    donorConfirmed\n    offeredAt\n    removed\n    blocked\n    reported\n    helperDetails {\n      userName\n      bloodGroup\n      avatar\n    }\n    helperContactInfo {\n      address {\n        addressLine\n        district\n        state\n      }\n      pincode\n      phoneNo\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestHelpers($requestId: ID!) {\n    requestHelpers(requestId: $requestId) {\n      ...RequestHelperFields\n    }\n  }\n"): (typeof documents)["\n  query RequestHelpers($requestId: ID!) {\n    requestHelpers(requestId: $requestId) {\n      ...RequestHelperFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockHelper($userId: ID!) {\n    unblockHelper(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation UnblockHelper($userId: ID!) {\n    unblockHelper(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PincodePlace on PincodeInfo {\n    district\n    state\n  }\n"): (typeof documents)["\n  fragment PincodePlace on PincodeInfo {\n    district\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PushPublicKey {\n    pushPublicKey\n  }\n"): (typeof documents)["\n  query PushPublicKey {\n    pushPublicKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    registerPushSubscription(input: { endpoint: $endpoint, keys: { p256dh: $p256dh, auth: $auth } })\n  }\n"): (typeof documents)["\n  mutation RegisterPushSubscription($endpoint: String!, $p256dh: String!, $auth: String!) {\n    registerPushSubscription(input: { endpoint: $endpoint, keys: { p256dh: $p256dh, auth: $auth } })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnregisterPushSubscription($endpoint: String!) {\n    unregisterPushSubscription(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnregisterPushSubscription($endpoint: String!) {\n    unregisterPushSubscription(endpoint: $endpoint)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;