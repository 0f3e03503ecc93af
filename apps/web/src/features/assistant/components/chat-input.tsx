import { Box, chakra, Flex, IconButton, Text } from '@chakra-ui/react';
import { ASSISTANT_PROMPT_MAX_LENGTH, ASSISTANT_PROMPT_READ_MAX_LENGTH } from '@redhope/domain';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusIsAdrift } from '../../../hooks/use-page-focus';
import { SendIcon } from './icons';

/** Above this window width Enter sends; at or below it (phones) Enter adds a line and the button sends. */
export const ENTER_SENDS_ABOVE_WIDTH = 768;

export interface ChatInputProps {
  /** An answer is on its way: nothing can be sent. */
  busy: boolean;
  /** Returns whether the question was sent (a blank one is not). */
  onSend: (text: string) => boolean;
}

/** The growing text area 'Type your health queries' and the send button. */
export function ChatInput({ busy, onSend }: ChatInputProps) {
  const { t } = useTranslation('assistant');
  const { t: tc } = useTranslation('common');
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  // Past a question's length the text is still taken whole (a pasted account is not cut off where
  // its emergency may be): the server reads it for danger signs, and refuses it otherwise.
  const tooLong = Array.from(text).length > ASSISTANT_PROMPT_MAX_LENGTH;

  // Disabling the text area and the button while Jyoti answers drops the focus; give it back to
  // the text area so the next question can be typed at once: on a wide window (a keyboard at
  // hand), or whenever the question was sent from a keyboard (Enter in the text area, or the
  // button pressed with Enter or Space: a click without a pointer). A phone whose question was
  // tapped off keeps its keyboard closed.
  const sentByKeyboard = useRef(false);
  useEffect(() => {
    if (busy) return;
    const byKeyboard = sentByKeyboard.current;
    sentByKeyboard.current = false;
    if ((byKeyboard || window.innerWidth > ENTER_SENDS_ABOVE_WIDTH) && focusIsAdrift()) {
      area.current?.focus();
    }
  }, [busy]);

  // The text area grows with its text, up to its maximum height, then scrolls.
  useLayoutEffect(() => {
    const node = area.current;
    if (!node) return;
    node.style.height = 'auto';
    node.style.height = `${node.scrollHeight + node.offsetHeight - node.clientHeight}px`;
  }, [text]);

  const send = () => {
    if (busy) return;
    if (onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (window.innerWidth <= ENTER_SENDS_ABOVE_WIDTH) return;
    event.preventDefault();
    sentByKeyboard.current = true;
    send();
  };

  return (
    <Box>
      {tooLong && (
        <Text id={hintId} role="status" fontSize="sm" color="fg.error" mb="1">
          {tc('assistantRefusals.promptTooLong')}
        </Text>
      )}
      <Flex
        as="form"
        gap="2"
        align="flex-end"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <chakra.textarea
          ref={area}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('inputPlaceholder')}
          aria-label={t('inputPlaceholder')}
          maxLength={ASSISTANT_PROMPT_READ_MAX_LENGTH}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? hintId : undefined}
          disabled={busy}
          flex="1"
          minW="0"
          maxH="40"
          px="4"
          py="2.5"
          fontSize="md"
          lineHeight="1.5"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="xl"
          resize="none"
          overflowY="auto"
          _placeholder={{ color: 'fg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'red.600', outlineOffset: '0', borderColor: 'transparent' }}
          _disabled={{ opacity: 0.6, cursor: 'not-allowed' }}
        />
        <IconButton
          type="submit"
          // Pressed with Enter or Space, a click has no pointer behind it (detail 0).
          onClick={(event) => {
            sentByKeyboard.current = event.detail === 0;
          }}
          aria-label={t('send')}
          title={t('send')}
          colorPalette="red"
          size="lg"
          borderRadius="xl"
          disabled={busy || text.trim() === ''}
        >
          <SendIcon />
        </IconButton>
      </Flex>
    </Box>
  );
}
