import { Button, DataList, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PencilIcon } from '../../../components/ui/icons';
import { UserAvatar } from '../../../components/user-avatar';
import type { AuthUser } from '../../../hooks/use-auth';
import { formatDate } from '../../../lib/dates';
import { formatPhone } from '../../../lib/phone';

const LABEL_WIDTH = { base: 'auto', sm: '8rem' };
// Label above value on phones (a long email gets the full width), side by side from sm up.
const ITEM_LAYOUT = {
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'flex-start', sm: 'baseline' },
  gap: { base: '0.5', sm: '4' },
} as const;

export interface ProfileSummaryProps {
  user: AuthUser;
}

/** Address lines that are filled in, in reading order. */
function addressLines(user: AuthUser): string[] {
  const { addressLine, district, state } = user.address;
  const region = [district, state].filter(Boolean).join(', ');
  const lastLine = [region, user.pincode].filter(Boolean).join(' - ');
  return [addressLine, lastLine].filter((line): line is string => Boolean(line));
}

/**
 * Avatar, name, email, phone and 'Edit profile'; date of birth, blood group and address when
 * present. The blood group is the stored one (SPEC shows a fixed 'B+': a deliberate departure).
 */
export function ProfileSummary({ user }: ProfileSummaryProps) {
  const { t } = useTranslation(['profile', 'common']);
  const dateOfBirth = user.dateOfBirth ? formatDate(user.dateOfBirth) : '';
  const address = addressLines(user);

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: '4', sm: '6' }}
      align={{ base: 'center', sm: 'flex-start' }}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      p={{ base: '5', md: '6' }}
    >
      <UserAvatar src={user.avatar} alt={t('avatar', { userName: user.userName })} boxSize={{ base: '24', md: '28' }} />
      <Stack gap="4" flex="1" minW="0" width="full">
        <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} textAlign={{ base: 'center', sm: 'start' }} wordBreak="break-word">
            {user.userName}
          </Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to="/profile-edit">
              <PencilIcon />
              {t('common:places.editProfile')}
            </RouterLink>
          </Button>
        </Flex>
        <DataList.Root orientation="horizontal" size="md" gap="3">
          <DataList.Item {...ITEM_LAYOUT}>
            <DataList.ItemLabel minW={LABEL_WIDTH}>{t('email')}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{user.email}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item {...ITEM_LAYOUT}>
            <DataList.ItemLabel minW={LABEL_WIDTH}>{t('phone')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.phoneNo ? formatPhone(user.phoneNo) : <Text color="fg.muted">{t('common:notAdded')}</Text>}</DataList.ItemValue>
          </DataList.Item>
          {dateOfBirth && (
            <DataList.Item {...ITEM_LAYOUT}>
              <DataList.ItemLabel minW={LABEL_WIDTH}>{t('dateOfBirth')}</DataList.ItemLabel>
              <DataList.ItemValue>{dateOfBirth}</DataList.ItemValue>
            </DataList.Item>
          )}
          <DataList.Item {...ITEM_LAYOUT}>
            <DataList.ItemLabel minW={LABEL_WIDTH}>{t('bloodGroup')}</DataList.ItemLabel>
            <DataList.ItemValue>{user.bloodGroup ?? <Text color="fg.muted">{t('common:notAdded')}</Text>}</DataList.ItemValue>
          </DataList.Item>
          {address.length > 0 && (
            <DataList.Item {...ITEM_LAYOUT}>
              <DataList.ItemLabel minW={LABEL_WIDTH}>{t('address')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="0">
                  {address.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Stack>
    </Flex>
  );
}
