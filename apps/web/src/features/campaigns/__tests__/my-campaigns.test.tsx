import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { apiUrl } from '../../../lib/rest';
import { deferred, envelope } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { makeRestCampaign } from './handlers';

describe("profile 'My contributions'", () => {
  it('shows a loader, then the own campaigns as cards', async () => {
    signIn();
    const answer = deferred<Response>();
    server.use(http.get(apiUrl('/campaign/user-campaigns'), () => answer.promise));
    renderApp('/profile/contributions');
    const panel = await screen.findByRole('region', { name: 'My contributions' });
    expect(await within(panel).findByLabelText('Loading campaigns')).toBeInTheDocument();
    answer.resolve(envelope([makeRestCampaign({ _id: 'c7', title: 'Eye camp', category: 'Eye check up camp' })]));
    const link = await within(panel).findByRole('link', { name: 'Eye camp' });
    expect(link).toHaveAttribute('href', '/campaign/c7');
    expect(within(panel).getByRole('link', { name: 'Contribute a campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(within(panel).queryByText('No campaigns found!')).not.toBeInTheDocument();
  });

  it("shows 'No campaigns found!' without any", async () => {
    signIn();
    renderApp('/profile/contributions');
    const panel = await screen.findByRole('region', { name: 'My contributions' });
    expect(await within(panel).findByText('No campaigns found!')).toBeInTheDocument();
  });
});
