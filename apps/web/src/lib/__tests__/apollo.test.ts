import { gql } from '@apollo/client';
import type { Client, SubscribePayload, Sink } from 'graphql-ws';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { createApolloClient, MAX_RECONNECT_DELAY_MS, reconnectDelayMs } from '../apollo';
import { graphqlWsUrl } from '../urls';

const wsSubscriptions = vi.hoisted(() => [] as Array<{ payload: SubscribePayload; sink: Sink }>);
const wsOptions = vi.hoisted(
  () => [] as Array<{ url: unknown; lazy?: boolean; retryAttempts?: number; on?: { connected?: (socket: unknown, payload: unknown, wasRetry: boolean) => void } }>,
);

vi.mock('graphql-ws', () => ({
  createClient: (options: (typeof wsOptions)[number]) => {
    wsOptions.push(options);
    const client: Pick<Client, 'subscribe' | 'dispose' | 'on' | 'terminate'> = {
      subscribe: (payload, sink) => {
        wsSubscriptions.push({ payload, sink: sink as Sink });
        return () => undefined;
      },
      dispose: async () => undefined,
      on: () => () => undefined,
      terminate: () => undefined,
    };
    return client;
  },
}));

describe('createApolloClient', () => {
  it('sends queries over HTTP to /graphql with the session cookies', async () => {
    server.use(
      graphql.query('Health', () => HttpResponse.json({ data: { health: { __typename: 'Health', status: 'ok', database: 'up' } } })),
    );
    const client = createApolloClient();

    const result = await client.query({ query: gql`query Health { health { status database } }` });

    expect(result.data).toEqual({ health: { __typename: 'Health', status: 'ok', database: 'up' } });
    expect(requests.all).toHaveLength(1);
    expect(requests.to('Health')[0]).toMatchObject({ method: 'POST', path: '/graphql', credentials: 'include' });
    expect(wsSubscriptions).toHaveLength(0);
  });

  it('sends subscriptions over graphql-ws on the page origin, lazily', async () => {
    const client = createApolloClient();
    expect(wsOptions.at(-1)).toMatchObject({ url: 'ws://localhost:3000/graphql', lazy: true });

    const received: unknown[] = [];
    const subscription = client
      .subscribe({ query: gql`subscription OnNotification { notificationAdded { title } }` })
      .subscribe((value) => received.push(value.data));

    expect(wsSubscriptions).toHaveLength(1);
    expect(wsSubscriptions[0].payload.operationName).toBe('OnNotification');
    wsSubscriptions[0].sink.next({ data: { notificationAdded: { __typename: 'Notification', title: 'Help offered' } } });

    expect(received).toEqual([{ notificationAdded: { __typename: 'Notification', title: 'Help offered' } }]);
    expect(requests.all).toHaveLength(0);
    subscription.unsubscribe();
  });

  it('never gives up on the live socket, and the queries on screen ask again when it is back', async () => {
    let served = 0;
    server.use(
      graphql.query('Unread', () => {
        served += 1;
        return HttpResponse.json({ data: { notifications: { __typename: 'NotificationConnection', unreadCount: served } } });
      }),
    );
    const client = createApolloClient();
    const options = wsOptions.at(-1)!;
    expect(options.retryAttempts).toBe(Infinity);
    const watched: number[] = [];
    const watching = client
      .watchQuery({ query: gql`query Unread { notifications { unreadCount } }` })
      .subscribe((result) => result.data && watched.push((result.data as { notifications: { unreadCount: number } }).notifications.unreadCount));
    await vi.waitFor(() => expect(watched.at(-1)).toBe(1));

    // The first connection is not a return: nothing is asked again.
    options.on?.connected?.({}, {}, false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests.to('Unread')).toHaveLength(1);
    // A connection after the socket dropped is: the unread count is asked again.
    options.on?.connected?.({}, {}, true);
    await vi.waitFor(() => expect(watched.at(-1)).toBe(2));
    expect(requests.to('Unread')).toHaveLength(2);
    watching.unsubscribe();
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from 1 s to at most 30 s, plus under 1 s of jitter', () => {
    expect([0, 1, 2, 3, 4].map((n) => reconnectDelayMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(reconnectDelayMs(5, () => 0)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelayMs(50, () => 0)).toBe(MAX_RECONNECT_DELAY_MS);
    expect(reconnectDelayMs(50, () => 0.999)).toBe(MAX_RECONNECT_DELAY_MS + 999);
  });
});

describe('graphqlWsUrl', () => {
  it('uses wss next to https and ws next to http', () => {
    expect(graphqlWsUrl({ protocol: 'https:', host: 'redhope.in' })).toBe('wss://redhope.in/graphql');
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
  });
});
