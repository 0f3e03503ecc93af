import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ModerationLogQuery as LogData, ModerationQueueQuery as QueueData } from '../../../gql/graphql';
import { makeUser, signIn } from '../../auth/__tests__/handlers';
import { graphqlError } from '../../../test/msw';
import { applyLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { BanUserMutation } from '../ban-user.graphql';
import { ModerationLogQuery } from '../moderation-log.graphql';
import { ModerationQueueQuery } from '../moderation-queue.graphql';
import { RestoreItemMutation } from '../restore-item.graphql';

type Item = QueueData['moderationQueue']['nodes'][number];
type LogEntry = LogData['moderationLog']['nodes'][number];

const lastPage = { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false };

function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    __typename: 'ModerationQueueItem',
    type: 'REQUEST',
    id: 'r1',
    title: 'Ravi Kumar',
    text: 'Send Rs 2000 on this UPI: ravi@okaxis',
    helperFlag: null,
    district: 'Pune',
    createdAt: '2030-05-02T10:00:00.000Z',
    heldAt: '2030-05-02T10:00:00.000Z',
    heldReason: 'UPI_ID',
    underReview: true,
    weighingReporters: 2,
    reasons: [
      { __typename: 'ReportReasonTally', reason: 'SCAM', count: 2 },
      { __typename: 'ReportReasonTally', reason: null, count: 1 },
    ],
    author: { __typename: 'ModerationAuthor', id: 'u9', userName: 'Karan', accountCreatedAt: '2030-04-01T00:00:00.000Z', posts: 3, helps: 1, earlierActions: 0, banned: false },
    ...overrides,
  };
}

function moderationHandlers(items: Item[], log: LogEntry[] = []) {
  const calls: { restore: unknown[]; ban: unknown[] } = { restore: [], ban: [] };
  let queue = items;
  const handlers = [
    graphql.query(ModerationQueueQuery, () => HttpResponse.json({ data: { moderationQueue: { __typename: 'ModerationQueueConnection', nodes: queue, pageInfo: lastPage } } })),
    graphql.query(ModerationLogQuery, () => HttpResponse.json({ data: { moderationLog: { __typename: 'ModerationLogConnection', nodes: log, pageInfo: lastPage } } })),
    graphql.mutation(RestoreItemMutation, ({ variables }) => {
      calls.restore.push(variables);
      queue = queue.filter((item) => item.id !== variables.input.id);
      return HttpResponse.json({ data: { restoreItem: { __typename: 'ModerationLogEntry', id: 'a1' } } });
    }),
    graphql.mutation(BanUserMutation, ({ variables }) => {
      calls.ban.push(variables);
      return HttpResponse.json({ data: { banUser: { __typename: 'ModerationLogEntry', id: 'a2' } } });
    }),
  ];
  return { handlers, calls };
}

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('the moderation page', () => {
  it('is linked from the account menu for moderators only', async () => {
    signIn(makeUser({ isModerator: true }));
    renderApp('/');
    expect(within(await openAccountMenu()).getByRole('menuitem', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });

  it('is not linked, and not found, for anyone else', async () => {
    signIn();
    renderApp('/moderation');
    expect(await screen.findByRole('heading', { name: 'OOPS! Page not found' })).toBeInTheDocument();
    expect(within(await openAccountMenu()).queryByRole('menuitem', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('shows each queued item with why it is there, its reports and its author, and restores it with a required reason', async () => {
    signIn(makeUser({ isModerator: true }));
    const log: LogEntry[] = [
      { __typename: 'ModerationLogEntry', id: 'a0', action: 'HIDE', targetType: 'CAMPAIGN', targetId: 'c1', subjectUserName: 'Meena', moderatorName: 'asha', reason: 'Duplicate', createdAt: '2030-05-01T09:00:00.000Z' },
    ];
    const { handlers, calls } = moderationHandlers([makeItem()], log);
    server.use(...handlers);
    renderApp('/moderation');

    const item = await screen.findByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(item).getByText('Held: shares a UPI ID')).toBeInTheDocument();
    expect(within(item).getByText('2 established reporters')).toBeInTheDocument();
    expect(within(item).getByText('Asks for money: 2')).toBeInTheDocument();
    expect(within(item).getByText('No reason given: 1')).toBeInTheDocument();
    expect(within(item).getByText('Karan. Account since 01/04/2030 · 3 posts · 1 help · 0 earlier actions')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/request/r1');
    expect(screen.getByText('asha · Hid a campaign')).toBeInTheDocument();
    expect(document.title).toBe('Moderation | Redhope');

    await userEvent.click(within(item).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const reason = within(dialog).getByLabelText('Reason (written to the log)');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Say why, in 3 to 500 characters'));
    expect(calls.restore).toEqual([]);

    await userEvent.type(reason, '  Called the family: genuine  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(calls.restore).toEqual([{ input: { type: 'REQUEST', id: 'r1', reason: 'Called the family: genuine' } }]);
    expect(await screen.findByText('Nothing waiting for review.')).toBeInTheDocument();
  });

  it("bans an item's author", async () => {
    signIn(makeUser({ isModerator: true }));
    const { handlers, calls } = moderationHandlers([makeItem({ heldReason: null, heldAt: null, underReview: false })]);
    server.use(...handlers);
    renderApp('/moderation');
    const item = await screen.findByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(item).getByText('Still public')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Ban author' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Karan' });
    await userEvent.type(within(dialog).getByLabelText('Reason (written to the log)'), 'Asked three families for money');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User banned')).toBeInTheDocument();
    expect(calls.ban).toEqual([{ input: { userId: 'u9', reason: 'Asked three families for money' } }]);
  });

  it('says when the queue and the log are empty, and when they cannot be loaded', async () => {
    signIn(makeUser({ isModerator: true }));
    server.use(graphql.query(ModerationQueueQuery, () => graphqlError('INTERNAL')), graphql.query(ModerationLogQuery, () => HttpResponse.json({ data: { moderationLog: { __typename: 'ModerationLogConnection', nodes: [], pageInfo: lastPage } } })));
    renderApp('/moderation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this. Try again.');
    expect(await screen.findByText('No moderation actions yet.')).toBeInTheDocument();
  });

  it('counts in proper plurals: 1 post, 1 help, 1 earlier action, 1 established reporter', async () => {
    signIn(makeUser({ isModerator: true }));
    const author = { ...makeItem().author!, posts: 1, helps: 2, earlierActions: 1 };
    server.use(...moderationHandlers([makeItem({ weighingReporters: 1, author })]).handlers);
    renderApp('/moderation');
    const item = await screen.findByRole('listitem', { name: 'Ravi Kumar' });
    expect(within(item).getByText('Karan. Account since 01/04/2030 · 1 post · 2 helps · 1 earlier action')).toBeInTheDocument();
    expect(within(item).getByText('1 established reporter')).toBeInTheDocument();
  });

  it('shows a helper under review without a page to open or a hide action, and clears them', async () => {
    signIn(makeUser({ isModerator: true }));
    const helper = makeItem({
      type: 'HELPER',
      id: 'u7',
      title: 'Vikram',
      text: '',
      helperFlag: 'ASKS_FOR_MONEY',
      heldReason: null,
      weighingReporters: 2,
      reasons: [{ __typename: 'ReportReasonTally', reason: 'SCAM', count: 2 }],
      author: { __typename: 'ModerationAuthor', id: 'u7', userName: 'Vikram', accountCreatedAt: '2030-04-01T00:00:00.000Z', posts: 0, helps: 9, earlierActions: 0, banned: false },
    });
    const harvester = makeItem({ type: 'HELPER', id: 'u8', title: 'Sunil', text: '', helperFlag: 'HARVESTING', heldReason: null, heldAt: null, underReview: false, weighingReporters: 0, reasons: [] });
    const { handlers, calls } = moderationHandlers([helper, harvester]);
    server.use(...handlers);
    renderApp('/moderation');

    const item = await screen.findByRole('listitem', { name: 'Vikram' });
    expect(within(item).getByText('Helper', { selector: 'span' })).toBeInTheDocument();
    expect(within(item).getByText('Held from helping: reported as asking for money')).toBeInTheDocument();
    expect(within(item).getByText('2 requesters said they asked for money')).toBeInTheDocument();
    expect(within(item).getByText(/Vikram\. Account since 01\/04\/2030 · 0 posts · 9 helps/)).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Ban helper' })).toBeInTheDocument();
    expect(within(await screen.findByRole('listitem', { name: 'Sunil' })).getByText('Slowed: many helps, never named a donor')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this helper' });
    expect(within(dialog).getByText('They may offer help again. Reports and helps so far stop counting.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (written to the log)'), 'Spoke to both families');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(calls.restore).toEqual([{ input: { type: 'HELPER', id: 'u7', reason: 'Spoke to both families' } }]);
  });

  it('loads the next page of the queue and of the log with "Load more"', async () => {
    signIn(makeUser({ isModerator: true }));
    const asked: { queue: unknown[]; log: unknown[] } = { queue: [], log: [] };
    const entry = (id: string, reason: string): LogEntry => ({
      __typename: 'ModerationLogEntry',
      id,
      action: 'RESTORE',
      targetType: 'REQUEST',
      targetId: 'r0',
      subjectUserName: null,
      moderatorName: 'asha',
      reason,
      createdAt: '2030-05-01T09:00:00.000Z',
    });
    server.use(
      graphql.query(ModerationQueueQuery, ({ variables }) => {
        asked.queue.push(variables);
        const first = !variables.after;
        return HttpResponse.json({
          data: {
            moderationQueue: {
              __typename: 'ModerationQueueConnection',
              nodes: [first ? makeItem() : makeItem({ id: 'r2', title: 'Sita Devi' })],
              pageInfo: { __typename: 'PageInfo', endCursor: first ? 'cursor-1' : 'cursor-2', hasNextPage: first },
            },
          },
        });
      }),
      graphql.query(ModerationLogQuery, ({ variables }) => {
        asked.log.push(variables);
        const first = !variables.after;
        return HttpResponse.json({
          data: {
            moderationLog: {
              __typename: 'ModerationLogConnection',
              nodes: [first ? entry('a1', 'First page reason') : entry('a2', 'Second page reason')],
              pageInfo: { __typename: 'PageInfo', endCursor: first ? 'log-1' : 'log-2', hasNextPage: first },
            },
          },
        });
      }),
    );
    renderApp('/moderation');
    await screen.findByRole('listitem', { name: 'Ravi Kumar' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more of the queue' }));
    expect(await screen.findByRole('listitem', { name: 'Sita Devi' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more of the queue' })).not.toBeInTheDocument();
    expect(asked.queue).toEqual([{ first: 20 }, { first: 20, after: 'cursor-1' }]);

    expect(screen.getByText('First page reason')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more of the log' }));
    expect(await screen.findByText('Second page reason')).toBeInTheDocument();
    expect(screen.getByText('First page reason')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more of the log' })).not.toBeInTheDocument();
    expect(asked.log).toEqual([{ first: 20 }, { first: 20, after: 'log-1' }]);
  });
  it('reads in Hindi: the queue, the reasons, the author, the log and the page title hold no English word', async () => {
    await applyLanguage('hi');
    signIn(makeUser({ userName: 'आशा', isModerator: true }));
    const item = makeItem({
      title: 'रवि कुमार',
      text: 'इलाज के लिए पैसे भेजें',
      district: 'पुणे',
      heldReason: 'ASKS_FOR_MONEY',
      author: { ...makeItem().author!, userName: 'करण' },
    });
    const log: LogEntry[] = [
      { __typename: 'ModerationLogEntry', id: 'a0', action: 'HIDE', targetType: 'CAMPAIGN', targetId: 'c1', subjectUserName: 'मीना', moderatorName: 'आशा', reason: 'दोहराव', createdAt: '2030-05-01T09:00:00.000Z' },
    ];
    server.use(...moderationHandlers([item], log).handlers);
    renderApp('/moderation');
    const card = await screen.findByRole('listitem', { name: 'रवि कुमार' });
    expect(await screen.findByText('दोहराव')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('मॉडरेशन | Redhope'));
    const main = screen.getByRole('main');
    const names = [...main.querySelectorAll('[aria-label], [title]')].flatMap((element) => [element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '']);
    const english = [main.textContent ?? '', ...names].join('\n').replace(/Redhope/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
    expect(english).toEqual([]);
    expect(within(card).getByRole('button', { name: 'बहाल करें' })).toBeInTheDocument();
  });
});
