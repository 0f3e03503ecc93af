import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { ConfirmDonorsMutation } from '../confirm-donors.graphql';
import { FulfillRequestMutation } from '../fulfill-request.graphql';
import { makeHelper, makeOwnRequest, requestsHandlers } from './handlers';

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('naming the helpers who donated', () => {
  it('when fulfilling: one checkbox per helper; only the ticked ones are sent', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()], [makeHelper(), makeHelper({ helperId: 'helper-neha', userName: 'Neha', email: 'neha@example.com' })]));
    server.use(graphql.mutation(FulfillRequestMutation, () => HttpResponse.json({ data: { fulfillRequest: makeOwnRequest({ isActive: false, isFulfilled: true }) } })));
    renderApp('/request/r1');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    await screen.findByText('Neha');

    await userEvent.click(button('Mark as fulfilled'));
    const dialog = await screen.findByRole('alertdialog');
    const group = within(dialog).getByRole('group', { name: 'Who donated? (optional)' });
    expect(within(group).getByRole('checkbox', { name: 'Karan donated' })).not.toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Neha donated' }));
    expect(within(group).getByRole('checkbox', { name: 'Neha donated' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as fulfilled' }));
    expect(await screen.findByText('Congratulations!! Fulfillment successfull!')).toBeInTheDocument();
    expect(requests.to('FulfillRequest')[0].variables).toEqual({ id: 'r1', donorHelperIds: ['helper-neha'] });
  });

  it('later, on a fulfilled request: Confirm donors for the helpers not named yet; named ones show as donated', async () => {
    signIn();
    server.use(
      ...requestsHandlers(
        [makeOwnRequest({ isActive: false, isFulfilled: true, closedAt: '2030-05-02T10:00:00.000Z' })],
        [makeHelper({ donorConfirmed: true }), makeHelper({ helperId: 'helper-neha', userName: 'Neha', email: 'neha@example.com' })],
      ),
    );
    server.use(graphql.mutation(ConfirmDonorsMutation, () => HttpResponse.json({ data: { confirmDonors: { __typename: 'BloodRequest', id: 'r1' } } })));
    renderApp('/request/r1');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    const karan = (await screen.findByText('Karan')).closest('li') as HTMLElement;
    expect(within(karan).getByText('Donated')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm donors' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Who donated?' });
    expect(dialog).toHaveAccessibleDescription('Tick the helpers who gave blood for Ravi Kumar.');
    const karanBox = within(dialog).getByRole('checkbox', { name: 'Karan donated' });
    expect(karanBox).toBeChecked();
    expect(karanBox).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Neha donated' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm donors' }));
    expect(await screen.findByText('Donors confirmed')).toBeInTheDocument();
    expect(requests.to('ConfirmDonors')[0].variables).toEqual({ requestId: 'r1', donorHelperIds: ['helper-neha'] });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offers no Confirm donors while the request is active, nor once every helper is named', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()], [makeHelper()]));
    const active = renderApp('/request/r1');
    await screen.findByText('Karan');
    expect(screen.queryByRole('button', { name: 'Confirm donors' })).not.toBeInTheDocument();
    active.unmount();

    server.use(...requestsHandlers([makeOwnRequest({ isActive: false, isFulfilled: true })], [makeHelper({ donorConfirmed: true })]));
    renderApp('/request/r1');
    expect(await screen.findByText('Donated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as fulfilled' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Confirm donors' })).not.toBeInTheDocument();
  });
});
