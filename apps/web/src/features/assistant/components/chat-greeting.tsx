import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AssistantIcon } from '../../../components/ui/icons';

/** The five sample questions, as keys of the assistant texts (their English is libs/domain's list). */
const SAMPLES = [
  'samples.diabetes',
  'samples.sleep',
  'samples.weightLoss',
  'samples.immunity',
  'samples.stress',
] as const;

export interface ChatGreetingProps {
  onAsk: (question: string) => void;
}

/** The empty chat: Jyoti's greeting and the sample questions, each asked with one click. */
export function ChatGreeting({ onAsk }: ChatGreetingProps) {
  const { t } = useTranslation('assistant');
  return (
    <Flex direction="column" align="center" textAlign="center" gap="3" py={{ base: '6', md: '10' }} px="2">
      <Flex boxSize="14" align="center" justify="center" borderRadius="full" bg="red.subtle" color="red.fg" fontSize="2xl">
        <AssistantIcon />
      </Flex>
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
        {t('greeting')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {t('intro')}
      </Text>
      <Box as="ul" aria-label={t('samplesLabel')} listStyleType="none" display="flex" flexWrap="wrap" justifyContent="center" gap="2" mt="2" maxW="2xl">
        {SAMPLES.map((key) => (
          <li key={key}>
            <Button variant="outline" size="sm" borderRadius="full" whiteSpace="normal" h="auto" py="2" textAlign="start" onClick={() => onAsk(t(key))}>
              {t(key)}
            </Button>
          </li>
        ))}
      </Box>
    </Flex>
  );
}
