import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { graphqlError } from '../../../test/msw';
import { server } from '../../../test/server';
import { BlockHelperMutation } from '../block-helper.graphql';
import { MyBlockedHelpersQuery } from '../my-blocked-helpers.graphql';
import { RemoveHelperMutation } from '../remove-helper.graphql';
import { UnblockHelperMutation } from '../unblock-helper.graphql';
import { makeBlocked, makeBloodRequest, makeHelper, makeOwnRequest, requestsHandlers } from './handlers';

const neha = () => makeHelper({ helperId: 'helper-neha', userName: 'Neha', email: 'neha@example.com' });

describe("the owner's Remove and Block on each helper", () => {
  it('Remove asks first (an accessible dialog saying what happens), then marks the helper removed and keeps their contact', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()], [makeHelper(), neha()]));
    server.use(graphql.mutation(RemoveHelperMutation, () => HttpResponse.json({ data: { removeHelper: [makeHelper({ removed: true }), neha()] } })));
    renderApp('/request/r1');
    const karan = (await screen.findByText('Karan')).closest('li') as HTMLElement;

    await userEvent.click(within(karan).getByRole('button', { name: 'Remove Karan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Karan from this request?' });
    expect(dialog).toHaveAccessibleDescription(/Karan will no longer see the patient's contact details.*They are not told\./);
    // Go back changes nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.to('RemoveHelper')).toHaveLength(0);

    await userEvent.click(within(karan).getByRole('button', { name: 'Remove Karan' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Helper removed from this request')).toBeInTheDocument();
    expect(requests.to('RemoveHelper')[0].variables).toEqual({ requestId: 'r1', helperId: 'helper-karan' });
    const row = (await screen.findByText('Removed')).closest('li') as HTMLElement;
    expect(within(row).getByText('Karan')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Call Karan' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(row).queryByRole('button', { name: 'Remove Karan' })).not.toBeInTheDocument();
    // Neha is untouched.
    const nehaRow = screen.getByText('Neha').closest('li') as HTMLElement;
    expect(within(nehaRow).getByRole('button', { name: 'Remove Neha' })).toBeInTheDocument();
  });

  it('a removed helper cannot be named a donor when fulfilling', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()], [makeHelper({ removed: true }), neha()]));
    renderApp('/request/r1');
    await screen.findByText('Neha');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('checkbox', { name: 'Neha donated' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Karan donated' })).not.toBeInTheDocument();
  });

  it('Block asks first, then shows the helper blocked and in the list of people blocked', async () => {
    signIn();
    let blocked = false;
    server.use(...requestsHandlers([makeOwnRequest()], [makeHelper()]));
    server.use(
      graphql.query(MyBlockedHelpersQuery, () => HttpResponse.json({ data: { myBlockedHelpers: blocked ? [makeBlocked()] : [] } })),
      graphql.mutation(BlockHelperMutation, () => {
        blocked = true;
        return HttpResponse.json({ data: { blockHelper: [makeHelper({ removed: true, blocked: true })] } });
      }),
    );
    renderApp('/request/r1');
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
    const karan = (await screen.findByText('Karan')).closest('li') as HTMLElement;
    await userEvent.click(within(karan).getByRole('button', { name: 'Block Karan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block Karan?' });
    expect(dialog).toHaveAccessibleDescription(/cannot offer help on any of your requests, now or later, until you unblock them/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Helper removed and blocked from your requests')).toBeInTheDocument();
    expect(requests.to('BlockHelper')[0].variables).toEqual({ requestId: 'r1', helperId: 'helper-karan' });
    const section = screen.getByRole('region', { name: 'People you blocked' });
    expect(await within(section).findByText('Karan')).toBeInTheDocument();
    expect(within(section).getByText('Blocked on 02/05/2030')).toBeInTheDocument();
    const row = screen.getByText('Blocked').closest('li') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Block Karan' })).not.toBeInTheDocument();
  });

  it('Unblock takes the user off the list', async () => {
    signIn();
    let blocked = true;
    server.use(...requestsHandlers([makeOwnRequest()], []));
    server.use(
      graphql.query(MyBlockedHelpersQuery, () => HttpResponse.json({ data: { myBlockedHelpers: blocked ? [makeBlocked()] : [] } })),
      graphql.mutation(UnblockHelperMutation, () => {
        blocked = false;
        return HttpResponse.json({ data: { unblockHelper: true } });
      }),
    );
    renderApp('/request/r1');
    const section = await screen.findByRole('region', { name: 'People you blocked' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Unblock Karan' }));
    expect(await screen.findByText('Unblocked: they may offer help on your requests again')).toBeInTheDocument();
    expect(requests.to('UnblockHelper')[0].variables).toEqual({ userId: 'helper-karan' });
    expect(await within(section).findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('says when the list of blocks cannot be loaded', async () => {
    signIn();
    server.use(...requestsHandlers([makeOwnRequest()], []));
    server.use(graphql.query(MyBlockedHelpersQuery, () => graphqlError('INTERNAL', 'Something went wrong!')));
    renderApp('/request/r1');
    expect(await screen.findByText('The list of people you blocked could not be loaded.')).toBeInTheDocument();
  });

  it('nobody but the owner sees Remove, Block or the list of blocks', async () => {
    signIn();
    server.use(...requestsHandlers([makeBloodRequest()]));
    renderApp('/request/r1');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    expect(screen.queryByRole('region', { name: 'People you blocked' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
    expect(requests.to('MyBlockedHelpers')).toHaveLength(0);
  });
});
