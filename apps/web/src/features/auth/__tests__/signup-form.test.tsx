import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { browser } from '../../../lib/browser';
import { deferred, graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { RegisterMutation } from '../register.graphql';
import { makeUser } from './handlers';

/** yyyy-mm-dd for the day `years` years before today (local calendar). */
function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + extraDays);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function openSignup(path = '/auth/signup') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Create your Redhope account' });
  return view;
}

interface SignupInput {
  userName?: string;
  email?: string;
  password?: string;
  dateOfBirth?: string;
}

async function fillAndSubmit({ userName, email, password, dateOfBirth }: SignupInput) {
  if (userName) await userEvent.type(screen.getByLabelText('User name'), userName);
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  if (dateOfBirth) fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: dateOfBirth } });
  await userEvent.click(screen.getByRole('button', { name: 'Signup' }));
}

const VALID = { userName: 'asha', email: 'asha@example.com', password: 'secret1', dateOfBirth: '1995-04-12' };

describe('signup page', () => {
  it('shows each required-field message at its field and sends nothing', async () => {
    await openSignup();
    await fillAndSubmit({});

    expect(screen.getByLabelText('User name')).toHaveAccessibleDescription('Username must contains atleast 3 charecters');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must contains atleast 5 charecters');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Date of birth is required');
    expect(screen.getByLabelText('User name')).toHaveFocus();
    expect(requests.to('Register')).toHaveLength(0);
  });

  it('applies the length limits at their boundaries', async () => {
    await openSignup();
    await fillAndSubmit({ ...VALID, userName: 'ab', password: 'abcd' });
    expect(screen.getByLabelText('User name')).toHaveAccessibleDescription('Username must contains atleast 3 charecters');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must contains atleast 5 charecters');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(requests.to('Register')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('User name'), 'c');
    await userEvent.type(screen.getByLabelText('Password'), 'e');
    await userEvent.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() => expect(requests.to('Register')).toHaveLength(1));
  });

  it('rejects a malformed email', async () => {
    await openSignup();
    await fillAndSubmit({ ...VALID, email: 'asha@example' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not valid');
  });

  it('requires the user to be 18 or above', async () => {
    await openSignup();
    await fillAndSubmit({ ...VALID, dateOfBirth: yearsAgo(18, 1) });
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('User must be 18 or above');
    expect(screen.getByLabelText('Date of birth')).toHaveFocus();
    expect(requests.to('Register')).toHaveLength(0);
  });

  it('accepts someone who turns 18 today', async () => {
    await openSignup();
    await fillAndSubmit({ ...VALID, dateOfBirth: yearsAgo(18) });
    await waitFor(() => expect(requests.to('Register')).toHaveLength(1));
  });

  it('uses a password input with the new-password hint', async () => {
    await openSignup();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
  });

  it('shows "User already exists. Try to login." as a toast', async () => {
    await openSignup();
    server.use(graphql.mutation(RegisterMutation, () => graphqlError('USER_ALREADY_EXISTS', 'server text')));
    await fillAndSubmit(VALID);
    expect(await screen.findByText('User already exists. Try to login.')).toBeInTheDocument();
    expect(requests.to('Login')).toHaveLength(0);
    expect(browser.load).not.toHaveBeenCalled();
  });

  it('registers, logs in with the same credentials, then loads the "to" target', async () => {
    await openSignup('/auth/signup?to=/notifications');
    const registered = deferred<Response>();
    server.use(graphql.mutation(RegisterMutation, () => registered.promise));
    await fillAndSubmit({ ...VALID, userName: ' asha ', email: 'Asha@Example.com' });

    expect(await screen.findByRole('button', { name: /Creating account/ })).toBeDisabled();
    registered.resolve(HttpResponse.json({ data: { register: makeUser() } }));

    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/notifications'));
    expect(requests.to('Register')[0].variables).toEqual({
      input: { userName: 'asha', email: 'asha@example.com', password: 'secret1', dateOfBirth: '1995-04-12' },
    });
    expect(requests.to('Login')[0].variables).toEqual({ input: { email: 'asha@example.com', password: 'secret1' } });
    const order = requests.all.map((call) => call.operationName).filter(Boolean);
    expect(order.indexOf('Register')).toBeLessThan(order.indexOf('Login'));
  });

  it('rejects an open redirect after signup', async () => {
    await openSignup('/auth/signup?to=https%3A%2F%2Fevil.example');
    await fillAndSubmit(VALID);
    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/'));
  });

  it('keeps the "to" parameter in the link to login', async () => {
    await openSignup('/auth/signup?to=%2Fprofile%2Frequests');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login?to=/profile/requests');
  });
});
