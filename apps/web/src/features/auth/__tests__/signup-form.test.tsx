import { addDays, addYears, todayInIndia } from '@redhope/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { browser } from '../../../lib/browser';
import { deferred, graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { applyLanguage } from '../../../lib/i18n';
import { LoginMutation } from '../login.graphql';
import { RegisterMutation } from '../register.graphql';
import { makeUser } from './handlers';

/** yyyy-mm-dd for the day `years` years before today in India (the age rule's day), plus `extraDays`. */
function yearsAgo(years: number, extraDays = 0): string {
  return addDays(addYears(todayInIndia(), -years), extraDays);
}

async function openSignup(path = '/auth/signup', heading = 'Create your Redhope account') {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: heading });
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
      input: { userName: 'asha', email: 'asha@example.com', password: 'secret1', dateOfBirth: '1995-04-12', language: 'en' },
    });
    expect(requests.to('Login')[0].variables).toEqual({ input: { email: 'asha@example.com', password: 'secret1' } });
    const order = requests.all.map((call) => call.operationName).filter(Boolean);
    expect(order.indexOf('Register')).toBeLessThan(order.indexOf('Login'));
  });

  it('shows the server validation messages at their fields, focusing the first in the form', async () => {
    await openSignup();
    server.use(
      graphql.mutation(RegisterMutation, () =>
        graphqlError('VALIDATION_FAILED', 'User must be 18 or above', {
          dateOfBirth: 'User must be 18 or above',
          email: 'Email is not valid',
        }),
      ),
    );
    await fillAndSubmit(VALID);

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not valid'));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('User must be 18 or above');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Signup' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.to('Login')).toHaveLength(0);
  });

  it("shows the server's messages in the reader's language", async () => {
    await applyLanguage('hi');
    await openSignup('/auth/signup', 'अपना Redhope खाता बनाएँ');
    server.use(graphql.mutation(RegisterMutation, () => graphqlError('VALIDATION_FAILED', 'Email is not valid', { email: 'Email is not valid' })));
    await userEvent.type(screen.getByLabelText('उपयोगकर्ता नाम'), VALID.userName);
    await userEvent.type(screen.getByLabelText('ईमेल'), VALID.email);
    await userEvent.type(screen.getByLabelText('पासवर्ड'), VALID.password);
    fireEvent.change(screen.getByLabelText('जन्म तिथि'), { target: { value: VALID.dateOfBirth } });
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप' }));

    await waitFor(() => expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('ईमेल मान्य नहीं है'));
  });

  it("signs up in the app's language: the account starts in Hindi, so its confirmation e-mail is Hindi", async () => {
    await applyLanguage('hi');
    await openSignup('/auth/signup', 'अपना Redhope खाता बनाएँ');
    await userEvent.type(screen.getByLabelText('उपयोगकर्ता नाम'), VALID.userName);
    await userEvent.type(screen.getByLabelText('ईमेल'), VALID.email);
    await userEvent.type(screen.getByLabelText('पासवर्ड'), VALID.password);
    fireEvent.change(screen.getByLabelText('जन्म तिथि'), { target: { value: VALID.dateOfBirth } });
    await userEvent.click(screen.getByRole('button', { name: 'साइन अप' }));
    await waitFor(() => expect(requests.to('Register')).toHaveLength(1));
    expect(requests.to('Register')[0].variables).toEqual({ input: { ...VALID, language: 'hi' } });
  });

  it('after a registration whose login failed, a second submit only logs in', async () => {
    await openSignup();
    let loginFails = true;
    server.use(
      graphql.mutation(LoginMutation, () =>
        loginFails ? graphqlError('INTERNAL') : HttpResponse.json({ data: { login: makeUser() } }),
      ),
    );
    await fillAndSubmit(VALID);
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(browser.load).not.toHaveBeenCalled();

    loginFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Signup' }));
    await waitFor(() => expect(browser.load).toHaveBeenCalledWith('/'));
    expect(requests.to('Register')).toHaveLength(1);
    expect(requests.to('Login')).toHaveLength(2);
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
