// Workers first: GraphiQL's Monaco editor needs them registered before it loads.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './graphiql.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { graphqlWsUrl } from '../src/lib/urls';

const fetcher = createGraphiQLFetcher({
  url: `${window.location.origin}/graphql`,
  subscriptionUrl: graphqlWsUrl(window.location),
  // Same-origin session cookies, so signed-in operations work as they do in the app.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
});

const container = document.getElementById('graphiql');
if (!container) throw new Error('Missing #graphiql element in index.html');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} />
  </StrictMode>,
);
