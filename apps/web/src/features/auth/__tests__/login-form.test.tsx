import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import type { ErrorCode } from '@redhope/domain';
import { browser } from '../../../lib/browser';
import { deferred, graphqlError, noResponse, unauthenticatedGraphql } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { LoginMutation } from '../login.graphql';
import { makeUser } from './handlers';

async function openLogin(path = '/auth/login') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Login to Redhope' });
  return view;
}

function answerLogin(reply: () => Response | Promise<Response>) {
  server.use(graphql.mutation(LoginMutation, reply));
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('shows "All fields are requird" at each empty field and sends nothing', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(requests.to('Login')).toHaveLength(0);
  });

  it('marks only the missing field', async () => {
    await openLogin();
    await fillAndSubmit('asha@example.com', '');

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(requests.to('Login')).toHaveLength(0);
  });

  it('uses password inputs and autocomplete hints', async () => {
    await openLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it.each<[ErrorCode, string]>([
    ['USER_NOT_FOUND', 'User does not exist'],
    ['INCORRECT_PASSWORD', 'Incorrect password'],
  ])('shows the server answer %s as the toast "%s"', async (code, text) => {
    await openLogin();
    answerLogin(() => graphqlError(code, 'server text'));
    await fillAndSubmit('Asha@Example.com ', 'secret1');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(requests.to('Login')[0].variables).toEqual({ input: { email: 'asha@example.com', password: 'secret1' } });
    expect(browser.load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the server validation messages at their fields', async () => {
    await openLogin();
    answerLogin(() => graphqlError('VALIDATION_FAILED', 'All fields are requird', { password: 'All fields are requird' }));
    await fillAndSubmit('asha@example.com', 'x');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('All fields are requird'));
  });

  it('clears a server message at a field once the user edits it', async () => {
    await openLogin();
    answerLogin(() => graphqlError('VALIDATION_FAILED', 'All fields are requird', { password: 'All fields are requird' }));
    await fillAndSubmit('asha@example.com', 'x');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveFocus();

    await userEvent.type(password, 'y');
    await waitFor(() => expect(password).not.toHaveAttribute('aria-invalid'));
    expect(password).not.toHaveAccessibleDescription('All fields are requird');
  });

  it('disables the button while sending, then loads the "to" target', async () => {
    await openLogin('/auth/login?to=%2Fcreate-request%3Fdraft%3D1');
    const answer = deferred<Response>();
    answerLogin(() => answer.promise);
    await fillAndSubmit('asha@example.com', 'secret1');

    const busy = await screen.findByRole('button', { name: /Logging in/ });
    expect(busy).toBeDisabled();
    answer.resolve(HttpResponse.json({ data: { login: makeUser() } }));

    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/create-request?draft=1'));
    expect(requests.to('Login')).toHaveLength(1);
    // The new page is on its way: the form stays busy until it replaces this one.
    expect(screen.getByRole('button', { name: /Logging in/ })).toBeDisabled();
  });

  it('goes home after login without a target', async () => {
    await openLogin();
    await fillAndSubmit('asha@example.com', 'secret1');
    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/'));
  });

  it.each(['//evil.example/path', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/auth/signup'])(
    'ignores the unsafe target %s and goes home',
    async (target) => {
      await openLogin(`/auth/login?to=${encodeURIComponent(target)}`);
      await fillAndSubmit('asha@example.com', 'secret1');
      await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/'));
    },
  );

  it('keeps the "to" parameter in the link to signup', async () => {
    await openLogin('/auth/login?to=%2Fcreate-request');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/auth/signup?to=/create-request');
  });

  it('links to signup without a target when there is none', async () => {
    await openLogin();
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/auth/signup');
  });

  it('never refreshes the session for a failed login', async () => {
    await openLogin();
    answerLogin(unauthenticatedGraphql);
    await fillAndSubmit('asha@example.com', 'secret1');
    await screen.findByText('Please log in to continue');
    expect(requests.to('/user/refresh-token')).toHaveLength(0);
    expect(requests.to('Login')).toHaveLength(1);
  });

  it('shows only the connection toast when the server cannot be reached', async () => {
    await openLogin();
    answerLogin(noResponse);
    await fillAndSubmit('asha@example.com', 'secret1');
    expect(
      await screen.findByText('Connection with server failed ', { normalizer: getDefaultNormalizer({ trim: false }) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
