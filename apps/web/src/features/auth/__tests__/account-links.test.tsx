import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { ACCOUNT_MESSAGES } from '@redhope/domain';
import { graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { ConfirmEmailMutation, RequestPasswordResetMutation, ResetPasswordMutation, UndoEmailChangeMutation } from '../account-links.graphql';

const TOKEN = 'A'.repeat(40) + '_-b';

describe('account links', () => {
  it('leads from login to "Forgot password", which answers the same words whatever the address', async () => {
    server.use(graphql.mutation(RequestPasswordResetMutation, () => HttpResponse.json({ data: { requestPasswordReset: true } })));
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    await userEvent.type(screen.getByLabelText('Email'), ' Asha@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(ACCOUNT_MESSAGES.resetLinkSent);
    // The form's button is gone: the message holds the focus, and is read.
    await waitFor(() => expect(done).toHaveFocus());
    expect(requests.to('RequestPasswordReset')[0].variables).toEqual({ input: { email: 'asha@example.com' } });
  });

  it('resets the password with the token from the link, and takes the token out of the address bar', async () => {
    server.use(graphql.mutation(ResetPasswordMutation, () => HttpResponse.json({ data: { resetPassword: true } })));
    const { router } = renderApp(`/reset-password#token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(router.state.location.hash).toBe('');
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Minimum allowed password length is 5');
    await userEvent.type(screen.getByLabelText('New password'), 'defgh');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(ACCOUNT_MESSAGES.passwordReset);
    // The form's button is gone: the message holds the focus, and is read.
    await waitFor(() => expect(done).toHaveFocus());
    expect(requests.to('ResetPassword')[0].variables).toEqual({ input: { token: TOKEN, password: 'abcdefgh' } });
  });

  it('confirms an address only on a press, and shows a used link as such', async () => {
    server.use(graphql.mutation(ConfirmEmailMutation, () => graphqlError('BAD_REQUEST', ACCOUNT_MESSAGES.linkInvalid)));
    renderApp(`/confirm-email#token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: 'Confirm my address' });
    expect(requests.to('ConfirmEmail')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(ACCOUNT_MESSAGES.linkInvalid)).toBeInTheDocument();
  });

  it('undoes an e-mail change and offers a password reset', async () => {
    server.use(graphql.mutation(UndoEmailChangeMutation, () => HttpResponse.json({ data: { undoEmailChange: true } })));
    renderApp(`/undo-email-change#token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(ACCOUNT_MESSAGES.emailChangeUndone);
    // The form's button is gone: the message holds the focus, and is read.
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Reset my password' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('says so when the link has no token', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete: open it again from your e-mail.');
  });
});
