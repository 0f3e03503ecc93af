import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ASSISTANT_SAMPLE_QUESTIONS, MESSAGES } from '@redhope/domain';
import { DESKTOP, newAccount, PHONE, SCREENSHOTS, screenshotAt as screenshotPage, signUp } from './support/journey';

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

test('an emergency at phone width: the card with working tel: links in view, at the top of its answer; Hindi answered in Hindi', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUp(page, newAccount('Jyoti Safety', { dateOfBirth: '1988-03-02' }));
  await page.goto('/health-assistant');
  const chat = page.getByRole('log', { name: 'Conversation with Jyoti' });
  const input = page.getByRole('textbox', { name: 'Type your health queries' });
  const send = page.getByRole('button', { name: 'Send' });
  const answers = chat.locator('[data-bubble-for="assistant"]');

  // A long everyday answer first, so the chat has somewhere to scroll from.
  await input.fill('What are the symptoms of diabetes?');
  await send.click();
  await expect(answers.nth(0).getByRole('button', { name: 'Ask again' })).toBeVisible();

  // One of the messages: the everyday word (heartburn) is in another clause.
  await input.fill('I had heartburn earlier but now I have crushing chest pain');
  await send.click();
  const card = answers.nth(1).getByTestId('emergency-card');
  await expect(card).toBeVisible();
  await expect(card).toContainText('This may be an emergency');
  const call112 = card.getByRole('link', { name: /^Call 112/ });
  const call108 = card.getByRole('link', { name: /^Call 108/ });
  await expect(call112).toHaveAttribute('href', 'tel:112');
  await expect(call108).toHaveAttribute('href', 'tel:108');
  // The answer streams on below; the chat stays at the top of this answer, with the card in view.
  await expect(answers.nth(1).getByRole('button', { name: 'Ask again' })).toBeVisible({ timeout: 30_000 });
  await expect(card).toBeInViewport();
  await expect(call112).toBeInViewport();
  await expect(call108).toBeInViewport();
  // A real link whose tap asks the phone to dial (a desktop browser has no dialler to test with).
  const isTapToCall = await call112.evaluate((link) => link instanceof HTMLAnchorElement && new URL(link.href).protocol === 'tel:' && link.pathname === '112');
  expect(isTapToCall).toBe(true);
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-emergency-phone.png` });

  // Suicidal thoughts said without the word: Tele-MANAS first.
  await input.fill("i hope i don't wake up tomorrow");
  await send.click();
  const selfHarm = answers.nth(2).getByTestId('emergency-card');
  await expect(selfHarm).toBeInViewport();
  await expect(selfHarm.getByRole('link').first()).toHaveAttribute('href', 'tel:14416');
  await expect(answers.nth(2).getByRole('button', { name: 'Ask again' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-self-harm-phone.png` });

  // A Hindi question gets a Hindi answer.
  await input.fill('रक्तदान से पहले क्या खाना चाहिए?');
  await send.click();
  const hindi = answers.nth(3);
  await expect(hindi.getByRole('heading', { name: 'रक्तदान की तैयारी' })).toBeVisible({ timeout: 30_000 });
  await expect(hindi.getByRole('button', { name: 'Ask again' })).toBeVisible({ timeout: 30_000 });
  await expect(hindi).toContainText('खाली पेट दान न करें');
  await expect(hindi).not.toContainText('Eat a proper meal');
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-hindi-phone.png` });

  // With the Hindi interface, a Hindi emergency: the card in Hindi, the answer in Hindi.
  await page.evaluate(() => window.localStorage.setItem('language', 'hi'));
  await page.goto('/health-assistant');
  await page.getByRole('textbox', { name: 'अपने स्वास्थ्य से जुड़े सवाल लिखें' }).fill('पापा बेहोश हो गए हैं, उठ नहीं रहे');
  await page.getByRole('button', { name: 'भेजें' }).click();
  const hindiCard = page.getByTestId('emergency-card');
  await expect(hindiCard).toBeInViewport();
  await expect(hindiCard).toContainText('यह आपातकाल हो सकता है');
  await expect(hindiCard.getByRole('link', { name: /^112 पर कॉल करें/ })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByRole('log').locator('[data-bubble-for="assistant"]')).toContainText('यह आपातकाल हो सकता है');
  await page.screenshot({ path: `${SCREENSHOTS}/assistant-emergency-hindi-phone.png` });
});
