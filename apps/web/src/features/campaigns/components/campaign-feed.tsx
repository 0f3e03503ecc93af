import { Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { isCampaignFeedFilter } from '@redhope/domain';
import { startTransition, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/redirect';
import { useAuth } from '../../../hooks/use-auth';
import { fetchCampaignFeed } from '../api';
import { splitByToday } from '../feed-split';
import type { FeedFilter, FeedState } from '../types';
import { CampaignGrid } from './campaign-card';
import { LoadingSpinner } from '../../../components/loading-spinner';

/**
 * What the feed can show: the camps (null while loading), or why 'My location' cannot search (a
 * signed-out visitor, a user without a pincode) instead of failing.
 */
type Shown = { kind: 'camps'; camps: FeedState } | { kind: 'notice'; notice: 'signedOut' | 'noPincode' };

function useFeed(filter: FeedFilter): Shown {
  const { isAuthenticated, user } = useAuth();
  const pincode = user?.pincode ?? null;
  const waitingForUser = filter === 'pincode' && isAuthenticated && user === null;
  const notice = filter !== 'pincode' || waitingForUser ? null : !isAuthenticated ? 'signedOut' : !pincode ? 'noPincode' : null;
  const [result, setResult] = useState<{ key: string; camps: FeedState }>({ key: '', camps: null });
  const key = `${filter}:${filter === 'pincode' ? (pincode ?? '') : ''}`;

  useEffect(() => {
    if (notice || waitingForUser) return;
    const controller = new AbortController();
    fetchCampaignFeed(filter, pincode, controller.signal).then(
      // A transition: the cards render in short slices, never one long task on a phone.
      (camps) => startTransition(() => setResult({ key, camps })),
      // Feed errors are silent (SPEC): the empty state instead of an endless loader.
      () => {
        if (!controller.signal.aborted) setResult({ key, camps: [] });
      },
    );
    return () => controller.abort();
  }, [filter, pincode, key, notice, waitingForUser]);

  if (notice) return { kind: 'notice', notice };
  return { kind: 'camps', camps: result.key === key ? result.camps : null };
}

/**
 * The home feed of camp cards: 'All campaigns' (the default) or 'My location'; a loader while
 * loading; 'Today's Camps' then the rest ('Other Camps', a heading only when there are camps
 * today), split by the viewer's local calendar date; 'No campaigns found!' when empty.
 */
export function CampaignFeed() {
  const { t } = useTranslation(['campaigns', 'common']);
  const selectId = useId();
  const [filter, setFilter] = useState<FeedFilter>('all');
  const shown = useFeed(filter);
  const camps = shown.kind === 'camps' ? shown.camps : null;
  const split = useMemo(() => (camps ? splitByToday(camps) : null), [camps]);

  return (
    <Box as="section" aria-labelledby="campaigns-heading" aria-busy={shown.kind === 'camps' && camps === null}>
      <Flex justify="space-between" align="center" gap="4" mb="4" wrap="wrap">
        <Heading as="h2" id="campaigns-heading" size="xl">
          {t('heading')}
        </Heading>
        <Flex align="center" gap="2">
          <Text asChild fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            <label htmlFor={selectId}>{t('filterLabel')}</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field
              id={selectId}
              value={filter}
              onChange={(event) => {
                if (isCampaignFeedFilter(event.target.value)) setFilter(event.target.value);
              }}
            >
              <option value="all">{t('filterAll')}</option>
              <option value="pincode">{t('filterLocation')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator aria-hidden />
          </NativeSelect.Root>
        </Flex>
      </Flex>

      {shown.kind === 'notice' ? (
        <Stack align="center" gap="3" py="10" textAlign="center">
          <Text color="fg.muted" role="status">
            {t(shown.notice === 'signedOut' ? 'locationSignedOut' : 'locationNoPincode')}
          </Text>
          <Button asChild variant="outline" size="sm">
            {shown.notice === 'signedOut' ? (
              <RouterLink to={LOGIN_PATH}>{t('common:accountMenu.signIn')}</RouterLink>
            ) : (
              <RouterLink to="/profile-edit">{t('common:places.editProfile')}</RouterLink>
            )}
          </Button>
        </Stack>
      ) : split === null ? (
        <Flex justify="center" py="10">
          <LoadingSpinner size="lg" label={t('loading')} />
        </Flex>
      ) : split.today.length === 0 && split.other.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="10" role="status">
          {t('common:messages.noCampaigns')}
        </Text>
      ) : split.today.length === 0 ? (
        <CampaignGrid campaigns={split.other} headingAs="h3" />
      ) : (
        <Stack gap="8">
          <Box as="section" aria-labelledby="today-camps-heading">
            <Heading as="h3" id="today-camps-heading" size="lg" mb="3">
              {t('todayCamps')}
            </Heading>
            <CampaignGrid campaigns={split.today} headingAs="h4" />
          </Box>
          {split.other.length > 0 && (
            <Box as="section" aria-labelledby="other-camps-heading">
              <Heading as="h3" id="other-camps-heading" size="lg" mb="3">
                {t('otherCamps')}
              </Heading>
              <CampaignGrid campaigns={split.other} headingAs="h4" />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}
