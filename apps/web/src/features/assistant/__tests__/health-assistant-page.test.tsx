import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASSISTANT_MESSAGES, ASSISTANT_PROMPT_MAX_LENGTH, ASSISTANT_PROMPT_READ_MAX_LENGTH, ASSISTANT_SAMPLE_QUESTIONS } from '@redhope/domain';
import { http } from 'msw';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { applyLanguage } from '../../../lib/i18n';
import hiAssistant from '../../../locales/hi/assistant';
import hiCommon from '../../../locales/hi/common';
import { restError, unauthenticatedRest } from '../../../test/msw';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/routes';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { ANSWER_PATH } from '../answer-stream';
import { ANSWER_URL, answer, chunkEvent, DONE_EVENT, emergencyEvent, eventStream, liveAnswer } from './handlers';

const DESKTOP = 1280;
const PHONE = 375;
const originalWidth = window.innerWidth;

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** The questions the app asked, in order. */
function askedPrompts(): (string | null)[] {
  return requests.to(ANSWER_PATH).map((call) => new URLSearchParams(call.search).get('prompt'));
}

/** Serves the answers of a test in order: each question gets the next one. */
function serveInTurn(...answers: Array<(info: { request: Request }) => Response>) {
  let next = 0;
  server.use(http.get(ANSWER_URL, ({ request }) => answers[Math.min(next++, answers.length - 1)]({ request })));
}

function input() {
  return screen.getByRole('textbox', { name: 'Type your health queries' });
}
function sendButton() {
  return screen.getByRole('button', { name: 'Send' });
}
function chatBox() {
  return screen.getByRole('log', { name: 'Conversation with Jyoti' });
}
function bubbles(from: 'user' | 'assistant'): HTMLElement[] {
  return [...chatBox().querySelectorAll<HTMLElement>(`[data-bubble-for="${from}"]`)];
}

async function openChat(path = '/health-assistant') {
  signIn();
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Assistant Jyoti' });
  return result;
}

beforeEach(() => setWindowWidth(DESKTOP));
afterEach(() => setWindowWidth(originalWidth));

describe('the health assistant chat', () => {
  it('greets with the five sample questions, the text area and the send button', async () => {
    await openChat();
    expect(screen.getByRole('heading', { name: "Hello, I'm Jyoti" })).toBeInTheDocument();
    expect(screen.getByText('Ask me anything about your health and I will try to help you.')).toBeInTheDocument();
    const samples = within(screen.getByRole('list', { name: 'Sample questions' })).getAllByRole('button');
    expect(samples.map((button) => button.textContent)).toEqual([...ASSISTANT_SAMPLE_QUESTIONS]);
    expect(input()).toBeEnabled();
    expect(input()).toHaveAttribute('maxlength', String(ASSISTANT_PROMPT_READ_MAX_LENGTH));
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
    expect(askedPrompts()).toEqual([]);
  });

  it('asks the prompt parameter on arrival: loading until the first chunk, streaming, then stopped', async () => {
    const live = liveAnswer();
    server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
    await openChat('/health-assistant?prompt=What%20is%20anaemia%3F');

    // Loading: the question, the spinner, input and send disabled.
    expect(await screen.findByText('Generating responses...')).toBeInTheDocument();
    expect(bubbles('user').map((bubble) => bubble.textContent)).toEqual(['You: What is anaemia?']);
    expect(askedPrompts()).toEqual(['What is anaemia?']);
    expect(requests.to(ANSWER_PATH)[0].credentials).toBe('include');
    expect(input()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ask again' })).not.toBeInTheDocument();

    // Streaming: chunks are appended and rendered as markdown; still disabled.
    live.send('## Anaemia\n\nIt may ');
    expect(await screen.findByRole('heading', { name: 'Anaemia' })).toBeInTheDocument();
    expect(screen.queryByText('Generating responses...')).not.toBeInTheDocument();
    live.send('mean low haemoglobin.');
    expect(await screen.findByText('It may mean low haemoglobin.')).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Ask again' })).not.toBeInTheDocument();

    // [DONE]: the message is stopped, the input comes back.
    live.done();
    expect(await screen.findByRole('button', { name: 'Ask again' })).toBeEnabled();
    expect(input()).toBeEnabled();
    expect(screen.getByText('It may mean low haemoglobin.')).toBeInTheDocument();
    expect(askedPrompts()).toHaveLength(1);
  });

  it('says the answer once it is done, not chunk by chunk as it streams', async () => {
    const live = liveAnswer();
    server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
    await openChat('/health-assistant?prompt=What%20is%20anaemia%3F');
    const announcement = screen.getByTestId('answer-announcement');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    // The log itself is no live region: the chunks are not read as they arrive.
    expect(chatBox()).toHaveAttribute('aria-live', 'off');
    live.send('## Anaemia\n\nIt may ');
    live.send('mean low haemoglobin.\n\n- Tiredness\n- Pale skin');
    await screen.findByText('Pale skin');
    expect(announcement).toBeEmptyDOMElement();

    live.done();
    await screen.findByRole('button', { name: 'Ask again' });
    // Said once the answer is over (set by an effect of that render: under load, a render later).
    await waitFor(() => expect(announcement).toHaveTextContent(/^Jyoti: Anaemia It may mean low haemoglobin\. Tiredness Pale skin$/));
    expect(announcement.closest('[aria-live="off"], [aria-busy="true"]')).toBeNull();

    // The next question takes it away; its answer is said in turn.
    serveInTurn(() => answer('Iron helps.'));
    await userEvent.type(input(), 'What helps?{Enter}');
    await waitFor(() => expect(announcement).toHaveTextContent(/^Jyoti: Iron helps\.$/));
  });

  it("marks a question and its answer with their own language when it is not the interface's, so each is read in its voice", async () => {
    serveInTurn(
      () => answer('## एनीमिया\n\n', 'खून में हीमोग्लोबिन की कमी।'),
      () => eventStream([emergencyEvent('**अभी 112 पर कॉल करें**\n\n', { categories: ['chest-pain'], numbers: ['112'], firstAction: 'आराम से बैठ जाएँ।' }), DONE_EVENT]),
    );
    await openChat('/health-assistant?prompt=%E0%A4%8F%E0%A4%A8%E0%A5%80%E0%A4%AE%E0%A4%BF%E0%A4%AF%E0%A4%BE%20%E0%A4%95%E0%A5%8D%E0%A4%AF%E0%A4%BE%20%E0%A4%B9%E0%A5%88%3F');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    // Once the answer is over (its nodes may be made anew as it streams).
    await screen.findByRole('button', { name: 'Ask again' });
    expect(screen.getByRole('heading', { name: 'एनीमिया' }).closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(within(bubbles('user')[0]).getByText('एनीमिया क्या है?')).toHaveAttribute('lang', 'hi');
    // The bubble's "Jyoti:" is the interface's English.
    expect(within(bubbles('assistant')[0]).getByText(/^Jyoti:/).closest('[lang]')).toBe(document.documentElement);
    const announcement = screen.getByTestId('answer-announcement');
    await waitFor(() => expect(announcement).toHaveTextContent('Jyoti: एनीमिया खून में हीमोग्लोबिन की कमी।'));
    expect(within(announcement).getByText('एनीमिया खून में हीमोग्लोबिन की कमी।', { exact: false })).toHaveAttribute('lang', 'hi');

    // An emergency card's first action comes in the answer's language; the card's own words are the interface's.
    await userEvent.type(input(), 'सीने में दर्द{Enter}');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Ask again' })).toHaveLength(2));
    const card = screen.getByTestId('emergency-card');
    expect(within(card).getByText('आराम से बैठ जाएँ।')).toHaveAttribute('lang', 'hi');
    expect(within(card).getByText('This may be an emergency').closest('[lang]')).toBe(document.documentElement);
  });

  it('marks an English answer under the Hindi interface as English', async () => {
    await applyLanguage('hi');
    server.use(http.get(ANSWER_URL, () => answer('Drink water.')));
    signIn();
    renderApp('/health-assistant?prompt=what%20is%20anaemia');
    await screen.findByRole('button', { name: hiAssistant.askAgain });
    expect(screen.getByText('Drink water.', { selector: 'p' }).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    await applyLanguage('en');
  });

  it('reads events split across network packets and ignores keep-alive comments', async () => {
    server.use(
      http.get(ANSWER_URL, () =>
        eventStream([': keep-alive\n\n', chunkEvent('Drink ').slice(0, 9), chunkEvent('Drink ').slice(9), chunkEvent('water.\r\n').replace(/\n\n$/, '\r\n\r\n'), DONE_EVENT]),
      ),
    );
    await openChat('/health-assistant?prompt=thirst');
    expect(await screen.findByText('Drink water.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ask again' })).toBeInTheDocument();
  });

  it('shows the error bubble when the stream ends without [DONE], and gives the input back', async () => {
    const live = liveAnswer();
    server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
    await openChat('/health-assistant?prompt=fever');
    live.send('A fever may');
    expect(await screen.findByText('A fever may')).toBeInTheDocument();
    live.end();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(alert).toHaveTextContent('Failed to stream! Unexpected error occurs.');
    expect(screen.queryByText('A fever may')).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    // A failed answer is stopped too: it can be asked again.
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeEnabled();
  });

  it('shows the error bubble when the server cannot be reached', async () => {
    server.use(http.get(ANSWER_URL, () => Response.error()));
    await openChat('/health-assistant?prompt=fever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!Failed to stream! Unexpected error occurs.');
    expect(input()).toBeEnabled();
  });

  it.each([
    ['too many answers at once', 429, 'RATE_LIMITED' as const, ASSISTANT_MESSAGES.tooManyStreams],
    ['too many questions this hour', 429, 'RATE_LIMITED' as const, ASSISTANT_MESSAGES.tooManyQuestions],
    ['a question too long', 400, 'VALIDATION_FAILED' as const, ASSISTANT_MESSAGES.promptTooLong],
  ])('says why the server refused the question (%s)', async (_case, status, code, message) => {
    server.use(http.get(ANSWER_URL, () => restError(status, code, message, status === 400 ? { prompt: message } : undefined)));
    await openChat('/health-assistant?prompt=fever');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(alert).toHaveTextContent(message);
    expect(input()).toBeEnabled();
  });

  it('tells a Hindi reader what went wrong in Hindi', async () => {
    await applyLanguage('hi');
    server.use(http.get(ANSWER_URL, () => restError(429, 'RATE_LIMITED', ASSISTANT_MESSAGES.tooManyQuestions)));
    signIn();
    renderApp('/health-assistant?prompt=bukhar');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hiCommon.messages.somethingWentWrong);
    expect(alert).toHaveTextContent(hiCommon.assistantRefusals.tooManyQuestions);
    expect(screen.getByRole('textbox', { name: hiAssistant.inputPlaceholder })).toBeEnabled();
  });

  it('refreshes an expired session once and asks again', async () => {
    let calls = 0;
    server.use(http.get(ANSWER_URL, () => (calls++ === 0 ? unauthenticatedRest() : answer('Rest well.'))));
    await openChat('/health-assistant?prompt=cold');
    expect(await screen.findByText('Rest well.')).toBeInTheDocument();
    expect(requests.to('/user/refresh-token')).toHaveLength(1);
    expect(askedPrompts()).toEqual(['cold', 'cold']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a sample question when it is clicked', async () => {
    const user = userEvent.setup();
    await openChat();
    await user.click(screen.getByRole('button', { name: ASSISTANT_SAMPLE_QUESTIONS[1] }));
    expect(await screen.findByRole('heading', { name: 'Diabetes' })).toBeInTheDocument();
    expect(askedPrompts()).toEqual([ASSISTANT_SAMPLE_QUESTIONS[1]]);
    expect(screen.queryByRole('list', { name: 'Sample questions' })).not.toBeInTheDocument();
  });

  describe('Enter and Shift+Enter', () => {
    it('on a window wider than 768px, Enter sends and Shift+Enter adds a line', async () => {
      setWindowWidth(DESKTOP);
      const user = userEvent.setup();
      await openChat();
      await user.type(input(), 'I feel dizzy{Shift>}{Enter}{/Shift}when I stand');
      expect(input()).toHaveValue('I feel dizzy\nwhen I stand');
      expect(askedPrompts()).toEqual([]);
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('heading', { name: 'Diabetes' })).toBeInTheDocument();
      expect(askedPrompts()).toEqual(['I feel dizzy\nwhen I stand']);
      expect(input()).toHaveValue('');
    });

    it('at 768px and below, Enter adds a line and the send button sends', async () => {
      setWindowWidth(PHONE);
      const user = userEvent.setup();
      await openChat();
      await user.type(input(), 'I feel dizzy{Enter}when I stand');
      expect(input()).toHaveValue('I feel dizzy\nwhen I stand');
      setWindowWidth(768);
      await user.keyboard('{Enter}');
      expect(input()).toHaveValue('I feel dizzy\nwhen I stand\n');
      expect(askedPrompts()).toEqual([]);
      await user.click(sendButton());
      expect(await screen.findByRole('heading', { name: 'Diabetes' })).toBeInTheDocument();
      expect(askedPrompts()).toEqual(['I feel dizzy\nwhen I stand']);
    });

    it('at phone width, gives the text area the focus back after an answer to a question sent from the keyboard, not to a tapped one', async () => {
      setWindowWidth(PHONE);
      serveInTurn(
        () => answer('First answer.'),
        () => answer('Second answer.'),
      );
      const user = userEvent.setup();
      await openChat();
      await user.type(input(), 'first');
      sendButton().focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('First answer.')).toBeInTheDocument();
      await waitFor(() => expect(input()).toHaveFocus());

      await user.type(input(), 'second');
      await user.click(sendButton());
      expect(await screen.findByText('Second answer.')).toBeInTheDocument();
      await waitFor(() => expect(input()).toBeEnabled());
      expect(input()).not.toHaveFocus();
    });

    it('sends nothing blank, and nothing while an answer streams', async () => {
      const live = liveAnswer();
      serveInTurn(({ request }) => live.response(request));
      const user = userEvent.setup();
      await openChat();
      await user.type(input(), '   {Enter}');
      expect(askedPrompts()).toEqual([]);
      await user.clear(input());
      await user.type(input(), 'first{Enter}');
      await screen.findByText('Generating responses...');
      expect(input()).toBeDisabled();
      await user.keyboard('{Enter}');
      await user.click(sendButton());
      expect(askedPrompts()).toEqual(['first']);
      live.done();
      await waitFor(() => expect(input()).toBeEnabled());
    });
  });

  it('takes a pasted account longer than a question whole, says it is too long, and sends it (the server reads it for danger signs)', async () => {
    serveInTurn(() => answer('Call 112 now.'));
    const user = userEvent.setup();
    await openChat();
    const story = `${'We were at the wedding and all was well. '.repeat(60)}Now he has collapsed and is not breathing.`;
    expect(story.length).toBeGreaterThan(ASSISTANT_PROMPT_MAX_LENGTH);
    await user.click(input());
    await user.paste(story);
    expect(input()).toHaveValue(story);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(ASSISTANT_MESSAGES.promptTooLong);
    await user.click(sendButton());
    expect(askedPrompts()).toEqual([story]);
    await screen.findByText('Call 112 now.');
  });

  it('says nothing of the length of a question within it', async () => {
    const user = userEvent.setup();
    await openChat();
    await user.click(input());
    await user.paste('a'.repeat(ASSISTANT_PROMPT_MAX_LENGTH));
    expect(input()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(ASSISTANT_MESSAGES.promptTooLong)).toBeNull();
  });

  it('asks a stopped answer’s question again with the restart icon', async () => {
    serveInTurn(
      () => answer('First answer.'),
      () => answer('Second answer.'),
    );
    const user = userEvent.setup();
    await openChat('/health-assistant?prompt=headache');
    await user.click(await screen.findByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('Second answer.')).toBeInTheDocument();
    expect(askedPrompts()).toEqual(['headache', 'headache']);
    expect(bubbles('user').map((bubble) => bubble.textContent)).toEqual(['You: headache', 'You: headache']);
  });

  it('a new question closes the open stream', async () => {
    const first = liveAnswer();
    serveInTurn(
      ({ request }) => first.response(request),
      () => answer('About sleep.'),
    );
    const { router } = await openChat('/health-assistant?prompt=first');
    first.send('Partial first');
    expect(await screen.findByText('Partial first')).toBeInTheDocument();

    await act(() => router.navigate('/health-assistant?prompt=sleep'));
    await first.closed;
    expect(await screen.findByText('About sleep.')).toBeInTheDocument();
    expect(askedPrompts()).toEqual(['first', 'sleep']);
    // What had arrived of the first answer stays, stopped.
    expect(screen.getByText('Partial first')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Ask again' })).toHaveLength(2));
  });

  it("asks the prompt once under React's development checks (StrictMode mounts twice)", async () => {
    const live = liveAnswer();
    server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
    signIn();
    render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/health-assistant?prompt=once'] })} />
        </AppProviders>
      </StrictMode>,
    );
    live.send('Still streaming');
    expect(await screen.findByText('Still streaming')).toBeInTheDocument();
    live.done();
    expect(await screen.findByRole('button', { name: 'Ask again' })).toBeInTheDocument();
    expect(askedPrompts()).toEqual(['once']);
    expect(bubbles('user')).toHaveLength(1);
  });

  it('leaving the page closes the stream', async () => {
    const live = liveAnswer();
    server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
    const { router } = await openChat('/health-assistant?prompt=first');
    live.send('Partial');
    await screen.findByText('Partial');
    await act(() => router.navigate('/'));
    await live.closed;
  });

  it('copies a bubble with the toast "Text Coppied" at the top center', async () => {
    const user = userEvent.setup();
    await openChat('/health-assistant?prompt=diabetes');
    await screen.findByRole('button', { name: 'Ask again' });
    const [question, reply] = screen.getAllByRole('button', { name: 'Copy message' });

    await user.click(reply);
    const toast = await screen.findByText('Text Coppied');
    expect(await navigator.clipboard.readText()).toBe('## Diabetes\n\n- Thirst\n- Tiredness\n');
    expect(toast.closest('.Toastify__toast-container')).toHaveClass('Toastify__toast-container--top-center');
    // No progress bar (react-toastify keeps it in the markup, hidden).
    expect(toast.closest('.Toastify__toast')?.querySelector('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'true');

    await user.click(question);
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe('diabetes'));
  });

  it('renders markdown tables, strikethrough, task lists and autolinks, and never raw HTML', async () => {
    const markdown = [
      '| Group | Gives to |\n|---|---|\n| O- | everyone |\n\n',
      '~~Myth~~ fact\n\n',
      '- [x] Eat well\n- [ ] Sleep early\n\n',
      'See https://www.who.int and [donate](/create-request).\n\n',
      '<img src="x" onerror="alert(1)"><b>not bold</b>\n',
    ];
    server.use(http.get(ANSWER_URL, () => answer(...markdown)));
    await openChat('/health-assistant?prompt=facts');
    await screen.findByRole('button', { name: 'Ask again' });
    const reply = bubbles('assistant')[0];

    expect(within(reply).getByRole('table')).toBeInTheDocument();
    expect(within(reply).getByRole('columnheader', { name: 'Group' })).toBeInTheDocument();
    expect(within(reply).getByRole('cell', { name: 'everyone' })).toBeInTheDocument();
    expect(within(reply).getByText('Myth').tagName).toBe('DEL');
    expect(within(reply).getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(within(reply).getByRole('checkbox', { name: 'Not done' })).not.toBeChecked();
    const external = within(reply).getByRole('link', { name: 'https://www.who.int' });
    expect(external).toHaveAttribute('href', 'https://www.who.int');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(reply).getByRole('link', { name: 'donate' })).toHaveAttribute('href', '/create-request');
    expect(reply.querySelector('img, b, [onerror]')).toBeNull();
  });

  describe('an emergency answer', () => {
    const CHEST = { categories: ['chest-pain'], numbers: ['112', '108'], firstAction: 'Stop and rest, sitting or lying down (or help the person to); no one with chest pain should drive or be left alone.' };

    it('opens with the emergency card: tap-to-call numbers and the first action, above the answer', async () => {
      server.use(
        http.get(ANSWER_URL, () =>
          eventStream([emergencyEvent('**This may be an emergency. Call 112 (emergency) or 108 (ambulance) now**\n\n', CHEST), chunkEvent('- Loosen tight clothing.'), DONE_EVENT]),
        ),
      );
      await openChat('/health-assistant?prompt=crushing%20chest%20pain');
      const card = await screen.findByTestId('emergency-card');
      expect(card).toHaveAttribute('role', 'group');
      expect(card).toHaveAccessibleName('This may be an emergency');
      expect(within(card).getByText('This may be an emergency')).toBeInTheDocument();
      const links = within(card).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['tel:112', 'tel:108']);
      expect(links[0]).toHaveAccessibleName('Call 112 Emergency');
      expect(links[1]).toHaveAccessibleName('Call 108 Ambulance');
      expect(within(card).getByTestId('emergency-first-action')).toHaveTextContent(`Do this first: ${CHEST.firstAction}`);
      // The card comes before the answer's text, inside Jyoti's bubble.
      const bubble = bubbles('assistant')[0];
      expect(bubble.contains(card)).toBe(true);
      const text = await within(bubble).findByText('Loosen tight clothing.');
      expect(card.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(new URLSearchParams(requests.to(ANSWER_PATH)[0].search).get('language')).toBe('en');
    });

    it('is announced at once, from an assertive live region outside the log that waits (aria-busy) until the answer is done', async () => {
      const live = liveAnswer();
      server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
      await openChat('/health-assistant?prompt=crushing%20chest%20pain');
      live.raw(emergencyEvent('**This may be an emergency. Call 112 (emergency) or 108 (ambulance) now**\n\n', CHEST));
      const card = await screen.findByTestId('emergency-card');
      live.send('- Loosen tight clothing.');
      await screen.findByText('Loosen tight clothing.');
      // The answer streams: the log says nothing, and the card inside it is no alert of its own.
      expect(chatBox()).toHaveAttribute('aria-busy', 'true');
      expect(within(chatBox()).queryByRole('alert')).toBeNull();
      const announcement = screen.getByTestId('emergency-announcement');
      expect(announcement).toHaveAttribute('aria-live', 'assertive');
      expect(announcement.closest('[aria-busy="true"]')).toBeNull();
      expect(announcement).toHaveTextContent(`This may be an emergency. Call 112 Emergency, Call 108 Ambulance. Do this first: ${CHEST.firstAction}`);
      expect(card).toHaveAccessibleName('This may be an emergency');
      // Done: the whole answer, card included, is said from the answer's live region; this one has said its part.
      live.done();
      await screen.findByRole('button', { name: 'Ask again' });
      expect(chatBox()).toHaveAttribute('aria-busy', 'false');
      expect(screen.getByTestId('emergency-announcement')).toBeEmptyDOMElement();
    });

    it('puts Tele-MANAS first for self-harm, and sends the Hindi interface language', async () => {
      await applyLanguage('hi');
      server.use(
        http.get(ANSWER_URL, () =>
          eventStream([emergencyEvent('**आप अकेले नहीं हैं। अभी टेली-मानस 14416 पर कॉल करें**\n\n', { categories: ['self-harm'], numbers: ['14416', '112', '108'], firstAction: 'किसी भरोसेमंद व्यक्ति के साथ रहें।', language: 'hi' }), DONE_EVENT]),
        ),
      );
      signIn();
      renderApp('/health-assistant?prompt=jeena%20nahi%20chahta');
      const card = await screen.findByTestId('emergency-card');
      expect(within(card).getByText(hiAssistant.emergency.titleSelfHarm)).toBeInTheDocument();
      expect(within(card).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:14416', 'tel:112', 'tel:108']);
      expect(within(card).getAllByRole('link')[0]).toHaveAccessibleName(`14416 पर कॉल करें ${hiAssistant.emergency.numbers.teleManas}`);
      expect(new URLSearchParams(requests.to(ANSWER_PATH)[0].search).get('language')).toBe('hi');
      await applyLanguage('en');
    });

    it('keeps the card when the connection drops after it: the error shows below the numbers', async () => {
      const live = liveAnswer();
      server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
      await openChat('/health-assistant?prompt=I%20want%20to%20kill%20myself');
      live.raw(emergencyEvent('**You are not alone. Call Tele-MANAS 14416 now**\n\n', { categories: ['self-harm'], numbers: ['14416', '112', '108'], firstAction: 'Stay with someone you trust.' }));
      await screen.findByTestId('emergency-card');
      live.send('Some of the answer. ');
      await screen.findByText(/Some of the answer/);
      // The stream ends without [DONE]: the answer failed.
      live.end();
      const bubble = bubbles('assistant')[0];
      expect(await within(bubble).findByText('Something went wrong!')).toBeInTheDocument();
      const card = within(bubble).getByTestId('emergency-card');
      expect(within(card).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:14416', 'tel:112', 'tel:108']);
      expect(within(card).getByTestId('emergency-first-action')).toHaveTextContent('Stay with someone you trust.');
      expect(card.compareDocumentPosition(within(bubble).getByText('Something went wrong!')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // Copied to send to someone, it carries the numbers, then says the rest failed.
      await userEvent.setup().click(within(bubble).getByRole('button', { name: 'Copy message' }));
      await waitFor(async () =>
        expect(await navigator.clipboard.readText()).toMatch(
          /^You do not have to face this alone\nCall 14416 \(Tele-MANAS, mental health support\)\nCall 112 \(Emergency\)\nCall 108 \(Ambulance\)\nDo this first: Stay with someone you trust\.\n\nSomething went wrong!\n/,
        ),
      );
    });

    it('ignores a card whose numbers are not phone numbers (they would become links)', async () => {
      server.use(http.get(ANSWER_URL, () => eventStream([emergencyEvent('Call now. ', { ...CHEST, numbers: ['javascript:alert(1)'] }), DONE_EVENT])));
      await openChat('/health-assistant?prompt=chest');
      expect(await screen.findByText('Call now.')).toBeInTheDocument();
      expect(screen.queryByTestId('emergency-card')).not.toBeInTheDocument();
    });

    it('scrolls the chat to the top of the emergency answer, not its end, and stays there', async () => {
      const live = liveAnswer();
      server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
      await openChat('/health-assistant?prompt=my%20father%20collapsed');
      const box = chatBox();
      Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => 2000 });
      Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => 600 });
      box.scrollTop = 300;
      // jsdom lays nothing out: the box starts 100px down the page, the answer 1200px down its content.
      box.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 375, height: 600 });
      const answerBubble = () => bubbles('assistant')[0];
      await waitFor(() => expect(answerBubble()).toBeDefined());
      answerBubble().getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100 + 1200 - box.scrollTop, width: 375, height: 1400 });

      live.raw(emergencyEvent('**This may be an emergency. Call 112 (emergency) or 108 (ambulance) now**\n\n', { categories: ['fainting'], numbers: ['112', '108'], firstAction: 'Lay the person on their back.' }));
      await screen.findByTestId('emergency-card');
      // The answer's top (1200) at the top of the box, 8px below its edge.
      expect(box.scrollTop).toBe(1192);
      live.send('A long answer that goes on. ');
      await screen.findByText('A long answer that goes on.');
      expect(box.scrollTop).toBe(1192);
      // The user scrolls: the chat lets go and no longer moves on its own.
      box.scrollTop = 1000;
      await act(async () => {
        box.dispatchEvent(new Event('scroll'));
      });
      live.send('More. ');
      await screen.findByText('A long answer that goes on. More.');
      expect(box.scrollTop).toBe(1000);
      live.done();
      await screen.findByRole('button', { name: 'Ask again' });
      expect(box.scrollTop).toBe(1000);
    });
  });

  describe('auto-scroll', () => {
    /** jsdom lays nothing out: give the chat box a size and a content height the test controls. */
    function layOut(box: HTMLElement, sizes: { scrollHeight: number; clientHeight: number }) {
      Object.defineProperty(box, 'scrollHeight', { configurable: true, get: () => sizes.scrollHeight });
      Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => sizes.clientHeight });
    }

    async function scrollTo(box: HTMLElement, top: number) {
      box.scrollTop = top;
      await act(async () => {
        box.dispatchEvent(new Event('scroll'));
      });
    }

    it('follows the answer at the bottom, within 10px of it, and not once the user scrolls further up', async () => {
      const live = liveAnswer();
      server.use(http.get(ANSWER_URL, ({ request }) => live.response(request)));
      await openChat('/health-assistant?prompt=stress');
      const box = chatBox();
      const sizes = { scrollHeight: 1000, clientHeight: 400 };
      layOut(box, sizes);

      // At the bottom: a new chunk scrolls to the new bottom.
      live.send('One. ');
      await screen.findByText('One.');
      expect(box.scrollTop).toBe(1000);
      await scrollTo(box, 600);

      sizes.scrollHeight = 1200;
      live.send('Two. ');
      await screen.findByText('One. Two.');
      expect(box.scrollTop).toBe(1200);

      // 10px up still counts as the bottom.
      await scrollTo(box, 1200 - 400 - 10);
      sizes.scrollHeight = 1300;
      live.send('Three. ');
      await screen.findByText('One. Two. Three.');
      expect(box.scrollTop).toBe(1300);

      // 11px up: the user is reading; the chat stays where it is.
      await scrollTo(box, 1300 - 400 - 11);
      sizes.scrollHeight = 1500;
      live.send('Four.');
      await screen.findByText('One. Two. Three. Four.');
      expect(box.scrollTop).toBe(1300 - 400 - 11);
      live.done();
      await screen.findByRole('button', { name: 'Ask again' });
      expect(box.scrollTop).toBe(1300 - 400 - 11);
    });
  });
});
