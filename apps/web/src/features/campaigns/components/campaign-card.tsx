import { Box, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatTime } from '../../../lib/dates';
import { webpOf } from '../api';
import { categoryKey } from '../categories';
import type { RestCampaign } from '@redhope/domain';

/** The card image's reserved box: the space is kept before the leaflet loads, so the page never jumps. */
const CARD_WIDTH = 640;
const CARD_HEIGHT = 480;

/** One camp in a list: leaflet, title, category, date dd/mm/yyyy, time HH:mm and place; opens /campaign/{id}. */
export function CampaignCard({ campaign, headingAs = 'h3' }: { campaign: RestCampaign; headingAs?: 'h3' | 'h4' }) {
  const { t } = useTranslation('campaigns');
  const webp = webpOf(campaign.leaflet);
  const category = categoryKey(campaign.category);
  const place = [campaign.address.addressLine, campaign.address.district, campaign.address.state].filter(Boolean).join(', ');
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bg.panel"
      display="flex"
      flexDirection="column"
      _hover={{ borderColor: 'red.500', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'red.500', outlineOffset: '2px' }}
    >
      <Box aspectRatio={`${CARD_WIDTH} / ${CARD_HEIGHT}`} bg="bg.muted" overflow="hidden">
        {campaign.leaflet && (
          <picture>
            {webp && <source srcSet={webp} type="image/webp" />}
            <img
              src={campaign.leaflet}
              alt=""
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
              loading="lazy"
              decoding="async"
              // A leaflet's headline is usually at its top: keep the top when the box crops it.
              style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'top', display: 'block' }}
            />
          </picture>
        )}
      </Box>
      <Stack gap="1.5" p="4" flex="1">
        <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="red.700" _dark={{ color: 'red.300' }}>
          {category ? t(category) : campaign.category}
        </Text>
        <Heading as={headingAs} size="md" lineClamp={2}>
          <LinkOverlay asChild>
            <RouterLink to={`/campaign/${campaign._id}`}>{campaign.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm">
          <Text as="span" color="fg.muted">
            {t('when')}{' '}
          </Text>
          <time dateTime={campaign.date}>
            {formatDate(campaign.date)} {formatTime(campaign.date)}
          </time>
        </Text>
        <Text fontSize="sm" lineClamp={2}>
          <Text as="span" color="fg.muted">
            {t('where')}{' '}
          </Text>
          {place} - {campaign.pincode}
        </Text>
      </Stack>
    </LinkBox>
  );
}

/** A grid of camp cards. */
export function CampaignGrid({ campaigns, headingAs }: { campaigns: readonly RestCampaign[]; headingAs?: 'h3' | 'h4' }) {
  return (
    <Box as="ul" listStyleType="none" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
      {campaigns.map((campaign) => (
        <li key={campaign._id}>
          <CampaignCard campaign={campaign} headingAs={headingAs} />
        </li>
      ))}
    </Box>
  );
}
