import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { SectionLoadFailed } from '../../../components/load-failed';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UserAvatar } from '../../../components/user-avatar';
import type { RequestHelpersQuery } from '../../../gql/graphql';
import { ReportHelperDialog } from './report-helper-dialog';
import { toastFailure } from '../../../lib/errors';
import { BlockHelperMutation } from '../block-helper.graphql';
import { MyBlockedHelpersQuery } from '../my-blocked-helpers.graphql';
import { RemoveHelperMutation } from '../remove-helper.graphql';
import { RequestHelpersQuery as RequestHelpersDocument } from '../request-helpers.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

type Helper = RequestHelpersQuery['requestHelpers'][number];

export interface HelpersListProps {
  helpers: RequestHelpersQuery['requestHelpers'] | undefined;
  applicant: string;
  requestId: string;
  /** Remove is offered while the request is active; Block always (a scam may show after the end). */
  isActive: boolean;
  /** Set when the list could not be read: it says so with Try again, which calls this. */
  retry?: () => void;
}

/**
 * Remove (this request) and Block (all the owner's requests), each behind a confirmation that says
 * what happens. The answers bring the list back, so the row's badges follow at once.
 */
function HelperActions({ helper, requestId, isActive }: { helper: Helper; requestId: string; isActive: boolean }) {
  const { t } = useTranslation(['requests', 'common']);
  const { userName } = helper.helperDetails;
  const variables = { requestId, helperId: helper.helperId };
  const writeHelpers = (cache: ApolloCache, helpers: Helper[]) =>
    cache.writeQuery({ query: RequestHelpersDocument, variables: { requestId }, data: { requestHelpers: helpers } });
  const [remove] = useMutation(RemoveHelperMutation, {
    update: (cache, { data }) => data && writeHelpers(cache, data.removeHelper),
  });
  const [block] = useMutation(BlockHelperMutation, {
    update: (cache, { data }) => data && writeHelpers(cache, data.blockHelper),
    refetchQueries: [{ query: MyBlockedHelpersQuery }],
  });
  return (
    <>
      {isActive && !helper.removed && (
        <ConfirmDialog
          trigger={t('detail.removeHelper')}
          triggerProps={{ size: 'sm', variant: 'outline', 'aria-label': t('detail.removeHelperLabel', { userName }) }}
          title={t('detail.removeHelperTitle', { userName })}
          description={t('detail.removeHelperDescription', { userName })}
          confirmLabel={t('detail.removeHelper')}
          confirmingLabel={t('detail.removing')}
          cancelLabel={t('detail.goBack')}
          onConfirm={() =>
            remove({ variables }).then(
              () => toast.success(t('common:messages.helperRemoved')),
              (error: unknown) => toastFailure(error),
            )
          }
        />
      )}
      {!helper.blocked && (
        <ConfirmDialog
          trigger={t('detail.blockHelper')}
          triggerProps={{ size: 'sm', variant: 'ghost', colorPalette: 'red', 'aria-label': t('detail.blockHelperLabel', { userName }) }}
          title={t('detail.blockHelperTitle', { userName })}
          description={t('detail.blockHelperDescription', { userName })}
          confirmLabel={t('detail.blockHelper')}
          confirmingLabel={t('detail.blocking')}
          cancelLabel={t('detail.goBack')}
          onConfirm={() =>
            block({ variables }).then(
              () => toast.success(t('common:messages.helperBlocked')),
              (error: unknown) => toastFailure(error),
            )
          }
        />
      )}
    </>
  );
}

/**
 * The owner's list of who offered help, each with a call link and an e-mail with a preset subject,
 * and Remove and Block. A removed helper stays listed with their contact (marked Removed).
 */
export function HelpersList({ helpers, applicant, requestId, isActive, retry }: HelpersListProps) {
  const { t } = useTranslation(['requests', 'common']);
  return (
    <Box as="section" aria-labelledby="helpers-heading">
      <Heading as="h2" id="helpers-heading" size="lg" mb="3">
        {t('detail.helpers')}
      </Heading>
      {!helpers && retry ? (
        // Not an endless loader: the owner would never learn who offered help.
        <SectionLoadFailed message={t('detail.helpersFailed')} retry={retry} />
      ) : !helpers ? (
        <Flex justify="center" py="6">
          <LoadingSpinner label={t('common:loading')} />
        </Flex>
      ) : helpers.length === 0 ? (
        <Text color="fg.muted">{t('detail.noHelpers')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {helpers.map((helper) => {
            const { helperDetails, helperContactInfo, offeredAt, donorConfirmed, removed, blocked } = helper;
            const { userName, bloodGroup, avatar } = helperDetails;
            const { phoneNo, email, address, pincode } = helperContactInfo;
            const place = [address?.district, address?.state, pincode].filter(Boolean).join(', ');
            const subject = t('detail.mailSubject', { applicant });
            return (
              <Flex
                as="li"
                key={`${email}-${offeredAt}`}
                borderWidth="1px"
                borderRadius="lg"
                p="3"
                gap="3"
                align={{ base: 'flex-start', sm: 'center' }}
                direction={{ base: 'column', sm: 'row' }}
              >
                <Flex gap="3" align="center" flex="1" minW="0">
                  <UserAvatar src={avatar} alt="" boxSize="10" />
                  <Box minW="0">
                    <Text fontWeight="semibold">
                      {userName}
                      {donorConfirmed && (
                        <Badge recipe={badgeRecipe} ms="2" colorPalette="red" variant="subtle">
                          {t('detail.donatedBadge')}
                        </Badge>
                      )}
                      {removed && (
                        <Badge recipe={badgeRecipe} ms="2" colorPalette="gray" variant="subtle">
                          {t('detail.removedBadge')}
                        </Badge>
                      )}
                      {blocked && (
                        <Badge recipe={badgeRecipe} ms="2" colorPalette="orange" variant="subtle">
                          {t('detail.blockedBadge')}
                        </Badge>
                      )}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[bloodGroup ? t('detail.helperBloodGroup', { bloodGroup }) : null, place].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                </Flex>
                <Flex gap="2" wrap="wrap">
                  {phoneNo && (
                    <Button asChild size="sm" colorPalette="red">
                      <a href={`tel:${phoneNo}`}>{t('detail.call', { userName })}</a>
                    </Button>
                  )}
                  <Button asChild size="sm" variant="outline">
                    <a href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}>{t('detail.emailHelper', { userName })}</a>
                  </Button>
                  <ReportHelperDialog requestId={requestId} helperId={helper.helperId} userName={userName} alreadyReported={helper.reported} />
                  <HelperActions helper={helper} requestId={requestId} isActive={isActive} />
                </Flex>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
