import { Box, Flex, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../use-chat';
import { EmergencyCard, emergencyCardText } from './emergency-card';
import { CopyIcon, RestartIcon } from './icons';
import { MarkdownMessage } from './markdown-message';
import { scriptLanguage } from '../spoken-text';

export interface ChatBubbleProps {
  message: ChatMessage;
  /** An answer is on its way: the restart icons wait. */
  busy: boolean;
  onCopy: (text: string) => void;
  onAskAgain: (question: string) => void;
}

/** One message of the chat: the user's question, or Jyoti's answer (loading, streaming, stopped or failed). */
export function ChatBubble({ message, busy, onCopy, onAskAgain }: ChatBubbleProps) {
  const { t } = useTranslation(['assistant', 'common']);
  const fromUser = message.bubbleFor === 'user';
  const loading = !fromUser && !message.stopped && message.message === '';
  // The message's own language (an answer follows its question's, not the interface's): screen readers read it in that voice.
  const language = scriptLanguage(message.message);
  const failure = `${t('common:messages.somethingWentWrong')}\n${t(`common:${message.errorDetail ?? 'messages.streamFailed'}`)}`;
  // A failed emergency answer still shows its card: copied to send to someone, it carries its numbers.
  const copyText = message.error ? (message.emergency ? `${emergencyCardText(message.emergency, t)}\n\n${failure}` : failure) : message.message;

  return (
    <Flex as="li" direction="column" align={fromUser ? 'flex-end' : 'flex-start'} data-bubble-for={message.bubbleFor} data-message-id={message.id}>
      <Box
        maxW={{ base: '92%', md: '80%' }}
        px="4"
        py="3"
        borderRadius="2xl"
        borderEndEndRadius={fromUser ? 'sm' : '2xl'}
        borderEndStartRadius={fromUser ? '2xl' : 'sm'}
        bg={fromUser ? 'red.700' : 'bg.muted'}
        color={fromUser ? 'white' : 'fg'}
        borderWidth={message.error ? '1px' : undefined}
        borderColor={message.error ? 'border.error' : undefined}
        overflowWrap="anywhere"
      >
        <Box as="span" srOnly>
          {fromUser ? t('you') : t('jyoti')}:{' '}
        </Box>
        {fromUser ? (
          <Text whiteSpace="pre-wrap" lang={language}>
            {message.message}
          </Text>
        ) : loading ? (
          <HStack gap="2" role="status" color="fg.muted">
            <Spinner size="sm" colorPalette="red" color="colorPalette.solid" />
            <Text>{t('generating')}</Text>
          </HStack>
        ) : message.error ? (
          <>
            {/* An emergency's card stays when the answer after it fails (a dropped connection): its numbers are what matter. */}
            {message.emergency && <EmergencyCard emergency={message.emergency} />}
            <Box role="alert">
              <Text fontWeight="semibold" color="fg.error">
                {t('common:messages.somethingWentWrong')}
              </Text>
              <Text>{t(`common:${message.errorDetail ?? 'messages.streamFailed'}`)}</Text>
            </Box>
          </>
        ) : (
          <>
            {message.emergency && <EmergencyCard emergency={message.emergency} />}
            <Box lang={language}>
              <MarkdownMessage text={message.message} />
            </Box>
          </>
        )}
      </Box>
      {!loading && (
        <HStack gap="0" mt="1">
          <IconButton aria-label={t('copy')} title={t('copy')} variant="ghost" size="xs" color="fg.muted" onClick={() => onCopy(copyText)}>
            <CopyIcon />
          </IconButton>
          {!fromUser && message.stopped && message.question !== undefined && (
            <IconButton
              aria-label={t('askAgain')}
              title={t('askAgain')}
              variant="ghost"
              size="xs"
              color="fg.muted"
              disabled={busy}
              onClick={() => message.question !== undefined && onAskAgain(message.question)}
            >
              <RestartIcon />
            </IconButton>
          )}
        </HStack>
      )}
    </Flex>
  );
}
