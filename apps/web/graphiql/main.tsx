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

// A link such as /graphiql/?query=%7B%20health%20%7B%20status%20%7D%20%7D opens with that query.
const params = new URLSearchParams(window.location.search);

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      initialQuery={params.get('query') ?? undefined}
      initialVariables={params.get('variables') ?? undefined}
      defaultQuery={'# Redhope GraphQL explorer. Queries that need a session use your login cookie.\n{\n  health {\n    status\n    database\n  }\n}\n'}
    />
  </StrictMode>,
);
