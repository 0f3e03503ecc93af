import { gql } from '@apollo/client';
import type { Client, SubscribePayload, Sink } from 'graphql-ws';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { createApolloClient } from '../apollo';
import { graphqlWsUrl } from '../urls';

const wsSubscriptions = vi.hoisted(() => [] as Array<{ payload: SubscribePayload; sink: Sink }>);
const wsOptions = vi.hoisted(() => [] as Array<{ url: unknown; lazy?: boolean }>);

vi.mock('graphql-ws', () => ({
  createClient: (options: { url: unknown; lazy?: boolean }) => {
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
});

describe('graphqlWsUrl', () => {
  it('uses wss next to https and ws next to http', () => {
    expect(graphqlWsUrl({ protocol: 'https:', host: 'redhope.in' })).toBe('wss://redhope.in/graphql');
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/graphql');
  });
});
