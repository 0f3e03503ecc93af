import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { EMERGENCY_NUMBERS } from '@redhope/domain';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { EmergencyInfo } from '../answer-stream';
import { scriptLanguage } from '../spoken-text';

type NumberName = keyof typeof EMERGENCY_NUMBERS;
const NAME_OF: ReadonlyMap<string, NumberName> = new Map(Object.entries(EMERGENCY_NUMBERS).map(([name, number]) => [number, name as NumberName]));

/** What the card says, in words: its title, each number to call with its name, and the first action. */
function cardWords(emergency: EmergencyInfo, t: TFunction<'assistant'>) {
  return {
    title: emergency.categories[0] === 'self-harm' ? t('emergency.titleSelfHarm') : t('emergency.title'),
    calls: emergency.numbers.map((number) => {
      const name = NAME_OF.get(number);
      return { call: t('emergency.call', { number }), name: name ? t(`emergency.numbers.${name}`) : null };
    }),
    firstAction: emergency.firstAction ? `${t('emergency.firstAction')}: ${emergency.firstAction}` : null,
  };
}

/** The card as plain text, as copied to send to someone: a line each for the title, each number and the first action. */
export function emergencyCardText(emergency: EmergencyInfo, t: TFunction<'assistant'>): string {
  const { title, calls, firstAction } = cardWords(emergency, t);
  return [title, ...calls.map(({ call, name }) => (name ? `${call} (${name})` : call)), ...(firstAction ? [firstAction] : [])].join('\n');
}

/**
 * What a screen reader says at once when an emergency answer starts: the card's words (cardWords).
 * The chat's log says nothing while the answer streams (the answer is said when it is done), so
 * the card inside it cannot be the alert: this is said from outside it (health-assistant-page.tsx,
 * an assertive live region).
 */
export function EmergencyAnnouncement({ emergency }: { emergency: EmergencyInfo }) {
  const { t } = useTranslation('assistant');
  const { title, calls } = cardWords(emergency, t);
  return (
    <p>
      {`${title}. ${calls.map(({ call, name }) => (name ? `${call} ${name}` : call)).join(', ')}.`}
      {emergency.firstAction && (
        <>
          {` ${t('emergency.firstAction')}: `}
          <span lang={scriptLanguage(emergency.firstAction)}>{emergency.firstAction}</span>
        </>
      )}
    </p>
  );
}

/**
 * The card that opens an answer to a possible emergency: whom to call as tap-to-call buttons
 * (112 and 108, Tele-MANAS first for self-harm) and the first thing to do, in one line. It is a
 * card of its own, not part of the answer's markdown, so it cannot scroll or wrap out of sight.
 * A group named by its title; it is announced by EmergencyAnnouncement, not as an alert of its own.
 */
export function EmergencyCard({ emergency }: { emergency: EmergencyInfo }) {
  const { t } = useTranslation('assistant');
  const selfHarm = emergency.categories[0] === 'self-harm';
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} data-testid="emergency-card" borderWidth="2px" borderColor="red.600" bg="red.50" _dark={{ bg: 'red.950', borderColor: 'red.400' }} borderRadius="xl" p="3" mb="3">
      <Text id={titleId} fontWeight="bold" fontSize="lg" color="red.700" _dark={{ color: 'red.200' }}>
        {selfHarm ? t('emergency.titleSelfHarm') : t('emergency.title')}
      </Text>
      <Flex as="ul" listStyleType="none" direction="column" gap="2" mt="2">
        {emergency.numbers.map((number) => {
          const name = NAME_OF.get(number);
          return (
            <li key={number}>
              <Link
                href={`tel:${number}`}
                display="flex"
                alignItems="center"
                justifyContent="space-between"
                gap="3"
                minH="11"
                px="4"
                borderRadius="lg"
                bg="red.600"
                color="white"
                fontWeight="semibold"
                textDecoration="none"
                _hover={{ bg: 'red.700', textDecoration: 'none' }}
              >
                <span>{t('emergency.call', { number })}</span>
                {name && (
                  <>
                    {' '}
                    <Text as="span" fontSize="sm" fontWeight="normal" textAlign="end">
                      {t(`emergency.numbers.${name}`)}
                    </Text>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </Flex>
      {emergency.firstAction && (
        <Text mt="2" data-testid="emergency-first-action">
          <Text as="span" fontWeight="semibold">
            {t('emergency.firstAction')}:
          </Text>{' '}
          {/* In the answer's language, which may not be the interface's. */}
          <span lang={scriptLanguage(emergency.firstAction)}>{emergency.firstAction}</span>
        </Text>
      )}
    </Box>
  );
}
