import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { UserAvatar } from '../../../components/user-avatar';
import { formatDate } from '../../../lib/dates';
import { toastFailure } from '../../../lib/errors';
import { MyBlockedHelpersQuery } from '../my-blocked-helpers.graphql';
import { RequestHelpersQuery as RequestHelpersDocument } from '../request-helpers.graphql';
import { UnblockHelperMutation } from '../unblock-helper.graphql';
import { LoadingSpinner } from '../../../components/loading-spinner';

export interface BlockedHelpersListProps {
  /** The request whose page shows the list: its helpers are read again after an unblock (their Blocked badge goes). */
  requestId: string;
}

/**
 * The owner's blocks, on their request page: who they blocked from helping on their requests
 * (name and avatar only), and Unblock. Unblocking lets them offer help on the owner's requests
 * again, but not on one they were removed from.
 */
export function BlockedHelpersList({ requestId }: BlockedHelpersListProps) {
  const { t } = useTranslation(['requests', 'common']);
  const { data, error, loading } = useQuery(MyBlockedHelpersQuery);
  const [unblock] = useMutation(UnblockHelperMutation, {
    refetchQueries: [{ query: MyBlockedHelpersQuery }, { query: RequestHelpersDocument, variables: { requestId } }],
    awaitRefetchQueries: true,
  });
  const blocked = data?.myBlockedHelpers;
  return (
    <Box as="section" aria-labelledby="blocked-heading">
      <Heading as="h2" id="blocked-heading" size="lg" mb="1">
        {t('detail.blockedHeading')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('detail.blockedHint')}
      </Text>
      {error && !blocked ? (
        <Alert.Root status="error" borderRadius="lg">
          <Alert.Indicator aria-hidden />
          <Alert.Title>{t('detail.blockedFailed')}</Alert.Title>
        </Alert.Root>
      ) : loading && !blocked ? (
        <Flex justify="center" py="4">
          <LoadingSpinner label={t('common:loading')} />
        </Flex>
      ) : !blocked || blocked.length === 0 ? (
        <Text color="fg.muted">{t('detail.blockedNone')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {blocked.map(({ user, blockedAt }) => (
            <Flex as="li" key={user.id} borderWidth="1px" borderRadius="lg" p="3" gap="3" align="center" wrap="wrap">
              <UserAvatar src={user.avatar} alt="" boxSize="8" />
              <Box flex="1" minW="0">
                <Text fontWeight="semibold">{user.userName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('detail.blockedOn', { date: formatDate(String(blockedAt)) })}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                aria-label={t('detail.unblockLabel', { userName: user.userName })}
                onClick={() =>
                  void unblock({ variables: { userId: user.id } }).then(
                    () => toast.success(t('common:messages.userUnblocked')),
                    (failure: unknown) => toastFailure(failure),
                  )
                }
              >
                {t('detail.unblock')}
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}
