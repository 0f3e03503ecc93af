import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { browser } from '../../../lib/browser';
import {
  NO_RESPONSE,
  UNAUTHENTICATED_GRAPHQL,
  createFakeServer,
  deferred,
  graphqlData,
  graphqlError,
  type FakeReply,
} from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

async function openLogin(path = '/auth/login') {
  const server = createFakeServer();
  const view = renderApp(path, { server });
  await screen.findByRole('heading', { name: 'Login to Redhope' });
  return { ...view, server };
}

async function fillAndSubmit(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('shows "All fields are requird" at each empty field and sends nothing', async () => {
    const { server } = await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(server.callsTo('Login')).toHaveLength(0);
  });

  it('marks only the missing field', async () => {
    const { server } = await openLogin();
    await fillAndSubmit('asha@example.com', '');

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('All fields are requird');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(server.callsTo('Login')).toHaveLength(0);
  });

  it('uses password inputs and autocomplete hints', async () => {
    await openLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it.each([
    ['USER_NOT_FOUND', 'User does not exist'],
    ['INCORRECT_PASSWORD', 'Incorrect password'],
  ])('shows the server answer %s as the toast "%s"', async (code, text) => {
    const { server } = await openLogin();
    server.graphql('Login', () => graphqlError(code, 'server text'));
    await fillAndSubmit('Asha@Example.com ', 'secret1');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(server.callsTo('Login')[0].variables).toEqual({ input: { email: 'asha@example.com', password: 'secret1' } });
    expect(browser.load).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the server validation messages at their fields', async () => {
    const { server } = await openLogin();
    server.graphql('Login', () =>
      graphqlError('VALIDATION_FAILED', 'All fields are requird', { password: 'All fields are requird' }),
    );
    await fillAndSubmit('asha@example.com', 'x');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('All fields are requird'));
  });

  it('disables the button while sending, then loads the "to" target', async () => {
    const { server } = await openLogin('/auth/login?to=%2Fcreate-request%3Fdraft%3D1');
    const answer = deferred<FakeReply>();
    server.graphql('Login', () => answer.promise);
    await fillAndSubmit('asha@example.com', 'secret1');

    const busy = await screen.findByRole('button', { name: /Logging in/ });
    expect(busy).toBeDisabled();
    answer.resolve(graphqlData({ login: { __typename: 'User', id: 'u1' } }));

    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/create-request?draft=1'));
    expect(server.callsTo('Login')).toHaveLength(1);
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
    const { server } = await openLogin();
    server.graphql('Login', () => UNAUTHENTICATED_GRAPHQL);
    await fillAndSubmit('asha@example.com', 'secret1');
    await screen.findByText('Please log in to continue');
    expect(server.callsTo('/user/refresh-token')).toHaveLength(0);
    expect(server.callsTo('Login')).toHaveLength(1);
  });

  it('shows only the connection toast when the server cannot be reached', async () => {
    const { server } = await openLogin();
    server.graphql('Login', () => NO_RESPONSE);
    await fillAndSubmit('asha@example.com', 'secret1');
    expect(
      await screen.findByText('Connection with server failed ', { normalizer: getDefaultNormalizer({ trim: false }) }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
