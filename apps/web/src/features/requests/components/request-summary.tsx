import { Box, DataList, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import type { BloodRequestFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../lib/dates';
import { needText } from '../../../lib/need';
import { formatPhone } from '../../../lib/phone';

/** The applicant's phone and e-mail, once visible: plainly links a thumb can tap (underlined, in the brand colour, with room around them). */
const CONTACT_LINK = { colorPalette: 'red', fontWeight: 'semibold', textDecoration: 'underline', py: '1.5' } as const;

export interface RequestSummaryProps {
  request: BloodRequestFieldsFragment;
}

/** Who needs what, by when and where; the contact links only when the viewer may see the contact. */
export function RequestSummary({ request }: RequestSummaryProps) {
  const { t } = useTranslation(['requests', 'common']);
  const { address } = request;
  // A closed request shows others no contact, masked or not: it no longer needs anyone.
  const showContact = request.contactVisible || request.isActive;
  const place = [address.addressLine, [address.district, address.state].filter(Boolean).join(', '), request.pincode].filter(Boolean).join(', ');
  return (
    <Box>
      <Flex align="center" gap="3" mb="4" wrap="wrap">
        <Box
          bg="red.solid"
          color="white"
          fontWeight="bold"
          fontSize="2xl"
          borderRadius="full"
          boxSize="16"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
          aria-hidden="true"
        >
          {request.bloodGroup}
        </Box>
        <Box minW="0">
          <Heading as="h2" size="xl" overflowWrap="anywhere">
            {request.applicant}
          </Heading>
          <Text color="fg.muted">{t('detail.needs', { need: needText(t, request) })}</Text>
        </Box>
      </Flex>
      {/* A long unbroken word (a URL in the reason) wraps instead of widening the page on a phone
          (each value is a flex box: only 'anywhere' lowers its minimum width). */}
      <DataList.Root orientation="horizontal" gap="3" css={{ '& dd': { overflowWrap: 'anywhere' } }}>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.bloodGroup')}</DataList.ItemLabel>
          <DataList.ItemValue>{request.bloodGroup}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.component')}</DataList.ItemLabel>
          <DataList.ItemValue>{t(`common:components.${request.component}`)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.units')}</DataList.ItemLabel>
          <DataList.ItemValue>{request.units}</DataList.ItemValue>
        </DataList.Item>
        {request.hospitalName ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('detail.hospitalName')}</DataList.ItemLabel>
            <DataList.ItemValue>{request.hospitalName}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        {request.urgency ? (
          <DataList.Item>
            <DataList.ItemLabel>{t('detail.urgency')}</DataList.ItemLabel>
            <DataList.ItemValue>{t(`common:urgencies.${request.urgency}`)}</DataList.ItemValue>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.requiredBy')}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDate(request.date)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.reason')}</DataList.ItemLabel>
          <DataList.ItemValue>{request.reason}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.address')}</DataList.ItemLabel>
          <DataList.ItemValue>{place}</DataList.ItemValue>
        </DataList.Item>
        {showContact && (
          <>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.phone')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {request.contactVisible ? (
                  <Link href={`tel:${request.phoneNo}`} {...CONTACT_LINK}>
                    {formatPhone(request.phoneNo)}
                  </Link>
                ) : (
                  request.phoneNo
                )}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.email')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">
                {request.contactVisible ? (
                  <Link href={`mailto:${request.email}`} {...CONTACT_LINK}>
                    {request.email}
                  </Link>
                ) : (
                  request.email
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </>
        )}
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.postedBy')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Flex align="center" gap="2">
              <UserAvatar src={request.requestedBy.avatar} alt="" boxSize="6" />
              {request.requestedBy.userName}
            </Flex>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {!request.contactVisible && request.isActive && (
        <Text fontSize="sm" color="fg.muted" mt="3">
          {t('detail.maskedContact')}
        </Text>
      )}
    </Box>
  );
}
