import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ASSISTANT_SAMPLE_QUESTIONS, MESSAGES } from '@redhope/domain';
import { DESKTOP, newAccount, PHONE, screenshotAt as screenshotPage, signUp } from './support/journey';

const ANSWER_PATH = '/api/v1/ai/get-health-ai-response';

/** The chat box fills the window (it scrolls, not the page): a picture of the window shows it all. */
function screenshotAt(page: Page, size: { width: number; height: number }, name: string) {
  return screenshotPage(page, size, name, {
    fullPage: false,
    ready: () => expect(page.getByRole('heading', { level: 1, name: 'Assistant Jyoti' })).toBeVisible(),
  });
}

test('ask Jyoti: a streamed markdown answer, a sample question, copy a bubble', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page, newAccount('Jyoti Journey', { dateOfBirth: '1992-08-15' }));
  await expect(page.getByRole('link', { name: MESSAGES.completeProfileBanner })).toBeVisible();

  // Hold the answer's start, to see the loading state before the first chunk.
  let releaseAnswer!: () => void;
  const answerHeld = new Promise<void>((resolve) => {
    releaseAnswer = resolve;
  });
  await page.route(`**${ANSWER_PATH}?*`, async (route) => {
    await answerHeld;
    await route.fallback();
  });
  const answerResponse = page.waitForResponse((response) => new URL(response.url()).pathname === ANSWER_PATH);

  await page.goto(`/health-assistant?prompt=${encodeURIComponent('Who can donate blood?')}`);
  const chat = page.getByRole('log', { name: 'Conversation with Jyoti' });
  const input = page.getByRole('textbox', { name: 'Type your health queries' });
  await expect(chat.getByText('Who can donate blood?')).toBeVisible();
  await expect(chat.getByText('Generating responses...')).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByText(/All rights reserved/)).toBeHidden();

  // The answer streams in as server-sent events and renders as markdown.
  releaseAnswer();
  await page.unroute(`**${ANSWER_PATH}?*`);
  const response = await answerResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/event-stream');
  // Chromium keeps no body of a streamed fetch to read back: ask once more with the page's cookies
  // to read the events themselves (many chunks, then [DONE]).
  const again = await page.request.get(`${ANSWER_PATH}?prompt=${encodeURIComponent('Who can donate blood?')}`);
  const events = (await again.text()).split('\n\n').filter((event) => event.startsWith('data: '));
  expect(events.length).toBeGreaterThan(5);
  expect(JSON.parse(events[0].slice('data: '.length))).toEqual({ content: expect.any(String) });
  expect(events.at(-1)).toBe('data: [DONE]');

  const reply = chat.locator('[data-bubble-for="assistant"]').first();
  await expect(reply.getByRole('heading').first()).toBeVisible();
  await expect(reply.getByRole('listitem').first()).toBeVisible();
  await expect(reply.getByText(/18/).first()).toBeVisible();
  // [DONE]: stopped, with the restart icon; the input is back.
  await expect(reply.getByRole('button', { name: 'Ask again' })).toBeEnabled();
  await expect(input).toBeEnabled();
  await screenshotAt(page, PHONE, 'assistant-answer-phone.png');
  await screenshotAt(page, DESKTOP, 'assistant-answer-desktop.png');

  // Copy a bubble: the text lands on the clipboard, with the toast.
  await reply.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText(MESSAGES.textCopied)).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.length).toBeGreaterThan(50);
  expect(copied).toContain('18');

  // A fresh chat: the greeting and the sample questions; one click asks one.
  await page.goto('/health-assistant');
  await expect(page.getByRole('heading', { name: "Hello, I'm Jyoti" })).toBeVisible();
  await screenshotAt(page, PHONE, 'assistant-greeting-phone.png');
  await screenshotAt(page, DESKTOP, 'assistant-greeting-desktop.png');
  await page.getByRole('button', { name: ASSISTANT_SAMPLE_QUESTIONS[4] }).click();
  await expect(chat.locator('[data-bubble-for="user"]')).toHaveText(new RegExp(ASSISTANT_SAMPLE_QUESTIONS[4].replace('?', '\\?')));
  const stressReply = chat.locator('[data-bubble-for="assistant"]').first();
  await expect(stressReply.getByRole('button', { name: 'Ask again' })).toBeVisible();
  await expect(stressReply.getByRole('heading').first()).toBeVisible();
  await expect(stressReply).toContainText(/stress/i);

  // Typing: Enter sends on a desktop window.
  await input.fill('How much water should I drink?');
  await input.press('Enter');
  await expect(chat.locator('[data-bubble-for="user"]')).toHaveCount(2);
  await expect(chat.getByRole('button', { name: 'Ask again' })).toHaveCount(2);
  await screenshotAt(page, DESKTOP, 'assistant-chat-desktop.png');
  await screenshotAt(page, PHONE, 'assistant-chat-phone.png');
});
