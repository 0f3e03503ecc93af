import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';
import { ReportHelperMutation } from '../report-helper.graphql';
import { makeHelper, makeOwnRequest, requestsHandlers } from './handlers';

/** The owner's page with two helpers, and the reportHelper calls it makes (answered by `answer`). */
async function ownerPage(answer: () => Response = () => HttpResponse.json({ data: { reportHelper: true } }), nehaReported = false) {
  const calls: unknown[] = [];
  signIn();
  server.use(
    ...requestsHandlers([makeOwnRequest()], [makeHelper(), makeHelper({ helperId: 'helper-neha', userName: 'Neha', email: 'neha@example.com', reported: nehaReported })]),
    graphql.mutation(ReportHelperMutation, ({ variables }) => {
      calls.push(variables);
      return answer();
    }),
  );
  renderApp('/request/r1');
  await screen.findByRole('button', { name: 'Report Karan' });
  return calls;
}

describe("reporting a helper from the owner's request page", () => {
  it('asks what happened ("Asked for money" first), sends it for that helper, and then says it was reported', async () => {
    const calls = await ownerPage();
    expect(screen.getByRole('button', { name: 'Report Neha' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Report Karan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Karan' });
    expect(within(dialog).getByText(/Blood is never paid for/)).toBeInTheDocument();
    const reason = within(dialog).getByRole('combobox', { name: 'What happened' });
    expect(reason).toHaveValue('SCAM');
    expect(within(reason).getAllByRole('option').map((option) => option.textContent)).toEqual(['Asked for money', 'Not a real donor', 'Abusive', 'Duplicate account', 'Something else']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks: your report was sent to our moderators')).toBeInTheDocument();
    expect(calls).toEqual([{ requestId: 'r1', helperId: 'helper-karan', reason: 'SCAM' }]);
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The other helper's row is untouched.
    expect(screen.getByRole('button', { name: 'Report Neha' })).toBeEnabled();
  });

  it('sends another reason when chosen, and closes on Cancel without sending', async () => {
    const calls = await ownerPage();
    await userEvent.click(screen.getByRole('button', { name: 'Report Neha' }));
    let dialog = await screen.findByRole('dialog', { name: 'Report Neha' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Report Neha' }));
    dialog = await screen.findByRole('dialog', { name: 'Report Neha' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'What happened' }), 'ABUSIVE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls).toEqual([{ requestId: 'r1', helperId: 'helper-neha', reason: 'ABUSIVE' }]);
  });

  it('says so when the helper was already reported, and keeps the dialog open on another failure', async () => {
    let code: 'ALREADY_REPORTED' | 'INTERNAL' = 'INTERNAL';
    await ownerPage(() => graphqlError(code));
    await userEvent.click(screen.getByRole('button', { name: 'Report Karan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Karan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Unable send report')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Karan' })).toBeInTheDocument();

    code = 'ALREADY_REPORTED';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this helper on this request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('a helper reported before (the page reloaded) shows as reported, and the others can still be reported', async () => {
    const calls = await ownerPage(undefined, true);
    expect(screen.getByRole('button', { name: 'Reported' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Report Neha' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Karan' })).toBeEnabled();
    expect(calls).toEqual([]);
  });
});
