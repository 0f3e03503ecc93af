import { Box, Container, Flex, Heading } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toast, type ToastOptions } from 'react-toastify';
import { useTitle } from '../../../hooks/use-title';
import { ChatBubble } from '../components/chat-bubble';
import { ChatGreeting } from '../components/chat-greeting';
import { ChatInput } from '../components/chat-input';
import { EmergencyAnnouncement } from '../components/emergency-card';
import { spokenRuns } from '../spoken-text';
import { useChat } from '../use-chat';

/** This screen's toasts: top-center, 2.5 s, no progress bar (the app's default is top-right, 5 s). */
export const CHAT_TOAST: ToastOptions = { position: 'top-center', autoClose: 2500, hideProgressBar: true };

/** The chat follows new text unless the user has scrolled up more than this from the bottom. */
export const STICK_TO_BOTTOM_TOLERANCE_PX = 10;

/** The page fills the window below the navbar (and banner), so only the chat box scrolls. */
function useFillWindowBelow(element: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const node = element.current;
      if (node) setTop(Math.max(0, Math.round(node.getBoundingClientRect().top + window.scrollY)));
    };
    measure();
    window.addEventListener('resize', measure);
    // The profile banner may appear above after the page.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [element]);
  return top;
}

/** /health-assistant (guarded): the chat with Jyoti; an optional ?prompt= is asked on arrival. */
export function HealthAssistantPage() {
  const { t, i18n } = useTranslation(['assistant', 'common']);
  useTitle(t('common:places.healthAssistant'));
  const { messages, status, busy, ask } = useChat(i18n.language);
  const page = useRef<HTMLDivElement>(null);
  const top = useFillWindowBelow(page);

  // Auto-scroll: follow the answer while the user is at the bottom (within the tolerance).
  const box = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  // An emergency answer is read from its top (the card with the numbers), not its end: while it
  // streams, the chat holds the answer's top at the top of the box, until the user scrolls.
  const pinned = useRef<{ id: number; scrollTop: number } | null>(null);
  const onScroll = () => {
    const node = box.current;
    if (!node) return;
    // Our own scroll to the pinned answer is not the user's.
    if (pinned.current && Math.abs(node.scrollTop - pinned.current.scrollTop) <= 2) return;
    pinned.current = null;
    stickToBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight <= STICK_TO_BOTTOM_TOLERANCE_PX;
  };
  const shownEmergency = useRef<number | null>(null);
  useLayoutEffect(() => {
    const node = box.current;
    if (!node) return;
    const emergency = messages.findLast((message) => message.emergency !== undefined);
    if (emergency && shownEmergency.current !== emergency.id) {
      shownEmergency.current = emergency.id;
      pinned.current = { id: emergency.id, scrollTop: node.scrollTop };
      stickToBottom.current = false;
    }
    const bubble = pinned.current && node.querySelector<HTMLElement>(`[data-message-id="${pinned.current.id}"]`);
    if (pinned.current && bubble) {
      // The answer's top within the scrolled content, a little below the box's top edge.
      node.scrollTop = bubble.getBoundingClientRect().top - node.getBoundingClientRect().top + node.scrollTop - 8;
      pinned.current.scrollTop = node.scrollTop;
      return;
    }
    if (stickToBottom.current) node.scrollTop = node.scrollHeight;
  }, [messages, status]);
  // A window resized or a phone turned reflows the text: stay at the bottom if the user was there.
  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const observer = new ResizeObserver(() => {
      if (stickToBottom.current && !pinned.current) node.scrollTop = node.scrollHeight;
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  const askNow = useCallback(
    (question: string): boolean => {
      if (busy) return false;
      const sent = ask(question);
      // A new question always brings the user to the bottom.
      if (sent) {
        stickToBottom.current = true;
        pinned.current = null;
      }
      return sent;
    },
    [ask, busy],
  );

  // The prompt query parameter is asked once per navigation (a new one closes any open answer).
  const [searchParams] = useSearchParams();
  const { key } = useLocation();
  const prompt = searchParams.get('prompt');
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!prompt || askedFor.current === key) return;
    askedFor.current = key;
    stickToBottom.current = true;
    pinned.current = null;
    ask(prompt);
  }, [prompt, key, ask]);

  // The log says nothing as the answer streams (aria-live off: a screen reader that does not honour
  // its aria-busy read it chunk by chunk, as each arrived); the whole answer is said once it is
  // done, from this polite live region, and taken away when the next question is asked.
  const finished = useRef<HTMLDivElement>(null);
  const announced = useRef<number | null>(null);
  useEffect(() => {
    const region = finished.current;
    if (!region) return;
    if (busy) {
      region.replaceChildren();
      return;
    }
    const last = messages.at(-1);
    if (!last || last.bubbleFor !== 'assistant' || !last.stopped || last.error || announced.current === last.id) return;
    const bubble = box.current?.querySelector(`[data-message-id="${last.id}"]`);
    if (!bubble) return;
    announced.current = last.id;
    // A part in another language than the page's keeps it: a Hindi answer under the English interface stays lang="hi".
    const text = document.createElement('p');
    spokenRuns(bubble).forEach((run, index) => {
      const words = index === 0 ? run.text : ` ${run.text}`;
      if (!run.lang || run.lang === document.documentElement.lang) return text.append(words);
      const span = document.createElement('span');
      span.lang = run.lang;
      span.textContent = words;
      text.append(span);
    });
    text.normalize();
    region.replaceChildren(text);
  }, [busy, messages]);

  // An emergency answer's card is said at once, from outside the log (silent while the answer streams).
  const streamingEmergency = busy ? messages.findLast((message) => message.emergency !== undefined && !message.stopped) : undefined;

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.success(t('common:messages.textCopied'), CHAT_TOAST);
      } catch {
        toast.error(t('copyFailed'), CHAT_TOAST);
      }
    },
    [t],
  );

  return (
    <Container ref={page} maxW="4xl" px={{ base: '2', md: '6' }} h={`calc(100dvh - ${top}px)`} minH="80">
      <Flex direction="column" h="full" pt={{ base: '3', md: '5' }} pb={{ base: '2', md: '4' }} gap="3">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }} px="2">
          {t('title')}
        </Heading>
        <Box
          ref={box}
          onScroll={onScroll}
          flex="1"
          minH="0"
          overflowY="auto"
          borderWidth="1px"
          borderRadius="xl"
          bg="bg.panel"
          px={{ base: '2', md: '4' }}
          py="3"
          role="log"
          aria-live="off"
          aria-label={t('conversation')}
          aria-busy={busy}
          tabIndex={0}
          data-testid="chat-box"
        >
          {messages.length === 0 ? (
            <ChatGreeting onAsk={(question) => void askNow(question)} />
          ) : (
            <Flex as="ol" direction="column" gap="3" listStyleType="none">
              {messages.map((message) => (
                <ChatBubble key={message.id} message={message} busy={busy} onCopy={(text) => void copy(text)} onAskAgain={(question) => void askNow(question)} />
              ))}
            </Flex>
          )}
        </Box>
        <Box ref={finished} aria-live="polite" srOnly data-testid="answer-announcement" />
        {/* An assertive live region that is always there (a region added with its text may go unsaid). */}
        <Box aria-live="assertive" aria-atomic="true" srOnly data-testid="emergency-announcement">
          {streamingEmergency?.emergency && <EmergencyAnnouncement key={streamingEmergency.id} emergency={streamingEmergency.emergency} />}
        </Box>
        <ChatInput busy={busy} onSend={askNow} />
      </Flex>
    </Container>
  );
}
