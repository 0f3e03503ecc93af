import { ASSISTANT_MESSAGES, ERROR_MESSAGE_KEYS } from '@redhope/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { keyOfServerText } from '../../lib/errors';
import { messageKey, type TranslationKey } from '../../lib/i18n';
import { AnswerStreamError, streamAnswer, type EmergencyInfo } from './answer-stream';

/** A chat message, kept on this page only (nothing is stored). */
export interface ChatMessage {
  id: number;
  bubbleFor: 'user' | 'assistant';
  /** The question, or the answer's markdown so far. */
  message: string;
  /** Assistant only: the question it answers (the restart icon asks it again). */
  question?: string;
  /** Assistant only: the answer is over (finished, failed or closed by a newer question). */
  stopped?: boolean;
  /** Assistant only: the answer is to an emergency; the bubble opens with the emergency card. */
  emergency?: EmergencyInfo;
  /** Assistant only: the answer failed; the bubble shows 'Something went wrong!' and `errorDetail`. */
  error?: boolean;
  errorDetail?: TranslationKey;
}

/** idle: the input is open; loading: asked, nothing arrived yet; streaming: chunks arriving. */
export type ChatStatus = 'idle' | 'loading' | 'streaming';

/** The server's refusals of a question (400, 429) in the reader's language. */
const REFUSAL_KEYS: ReadonlyMap<string, TranslationKey> = new Map(
  Object.entries(ASSISTANT_MESSAGES).map(([key, text]) => [text, `assistantRefusals.${key as keyof typeof ASSISTANT_MESSAGES}` as const]),
);

/** What the error bubble says under 'Something went wrong!'. */
export function errorDetailKey(error: unknown): TranslationKey {
  if (!(error instanceof AnswerStreamError) || error.status === 0) return messageKey('streamFailed');
  const refusal = error.serverMessage === undefined ? undefined : REFUSAL_KEYS.get(error.serverMessage);
  if (refusal) return refusal;
  const known = keyOfServerText(error.serverMessage);
  if (known) return known;
  return error.code ? messageKey(ERROR_MESSAGE_KEYS[error.code]) : messageKey('streamFailed');
}

/**
 * The chat's state machine: idle, then loading until the first chunk, then streaming until
 * [DONE] (the message is stopped) or a failure (the message becomes the error bubble). Asking a
 * new question closes any open stream; leaving the page closes it too.
 */
export function useChat(language?: string) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const open = useRef<AbortController | null>(null);
  // Read when asking, so a language change does not make a new `ask` (which would re-run effects).
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);
  const nextId = useRef(0);

  const ask = useCallback((text: string): boolean => {
    const question = text.trim();
    if (question === '') return false;
    open.current?.abort();
    const controller = new AbortController();
    open.current = controller;
    const { signal } = controller;
    const userId = nextId.current++;
    const id = nextId.current++;
    const update = (change: (message: ChatMessage) => ChatMessage | null) =>
      setMessages((current) =>
        current.flatMap((message) => {
          if (message.id !== id) return [message];
          const changed = change(message);
          return changed ? [changed] : [];
        }),
      );

    setMessages((current) => [
      ...current,
      { id: userId, bubbleFor: 'user', message: question },
      { id, bubbleFor: 'assistant', message: '', question, stopped: false, error: false },
    ]);
    setStatus('loading');

    streamAnswer(question, {
      signal,
      language: languageRef.current,
      onChunk: (content, emergency) => {
        if (signal.aborted) return;
        setStatus('streaming');
        update((message) => ({ ...message, message: message.message + content, ...(emergency ? { emergency } : {}) }));
      },
    })
      .then(() => update((message) => ({ ...message, stopped: true })))
      .catch((error: unknown) => {
        // Closed by a newer question or by leaving: keep what arrived, drop an empty bubble.
        if (signal.aborted) return update((message) => (message.message === '' ? null : { ...message, stopped: true }));
        update((message) => ({ ...message, message: '', error: true, stopped: true, errorDetail: errorDetailKey(error) }));
      })
      .finally(() => {
        if (open.current !== controller) return;
        open.current = null;
        setStatus('idle');
      });
    return true;
  }, []);

  // Leaving the page closes the stream, which stops the answer's generation on the server. The
  // close waits a turn: React's development checks unmount and remount every component once,
  // and the remount must find the answer still coming.
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(closing.current);
    return () => {
      closing.current = setTimeout(() => open.current?.abort(), 0);
    };
  }, []);

  return { messages, status, busy: status !== 'idle', ask };
}
