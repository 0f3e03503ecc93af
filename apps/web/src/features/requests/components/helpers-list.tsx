import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import type { RequestHelpersQuery } from '../../../gql/graphql';

export interface HelpersListProps {
  helpers: RequestHelpersQuery['requestHelpers'] | undefined;
  applicant: string;
}

/** The owner's list of who offered help, each with a call link and an e-mail with a preset subject. */
export function HelpersList({ helpers, applicant }: HelpersListProps) {
  const { t } = useTranslation(['requests', 'common']);
  return (
    <Box as="section" aria-labelledby="helpers-heading">
      <Heading as="h2" id="helpers-heading" size="lg" mb="3">
        {t('detail.helpers')}
      </Heading>
      {!helpers ? (
        <Flex justify="center" py="6">
          <Spinner color="red.600" aria-label={t('common:loading')} />
        </Flex>
      ) : helpers.length === 0 ? (
        <Text color="fg.muted">{t('detail.noHelpers')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {helpers.map(({ helperDetails, helperContactInfo, offeredAt, donorConfirmed }) => {
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
                </Flex>
              </Flex>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
