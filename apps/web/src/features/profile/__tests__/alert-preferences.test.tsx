import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';
import { makeUser } from '../../auth/__tests__/handlers';
import { UpdateAlertPreferencesMutation } from '../update-alert-preferences.graphql';
import { ALERT_RADIUS_INVALID, signInToEdit } from './handlers';

/** The Health section's alert preferences form, once the edit page is there. */
async function openAlertPreferences() {
  renderApp('/profile-edit');
  const health = await screen.findByRole('region', { name: 'Health' });
  return within(health).getByRole('form', { name: 'Alert preferences' });
}

describe('alert preferences (profile edit, Health)', () => {
  it('shows the stored choices: e-mail alerts off, 10 km', async () => {
    signInToEdit(makeUser(), { emailAlerts: false, alertRadiusKm: 10 });
    const form = await openAlertPreferences();
    const email = within(form).getByRole('checkbox', { name: 'E-mail alerts' });
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription('When off, alerts still reach the app and your devices, but no e-mail is sent.');
    // The radii are one group, named by its legend.
    const radius = within(form).getByRole('group', { name: 'Alert me about requests within' });
    expect(within(radius).getByRole('radio', { name: '10 km' })).toBeChecked();
    for (const name of ['5 km', '25 km', "The request's search radius (default)"]) {
      expect(within(radius).getByRole('radio', { name })).not.toBeChecked();
    }
    // Only one pause: availability stays the single setting for it.
    expect(screen.getAllByRole('checkbox', { name: 'Available to donate' })).toHaveLength(1);
  });

  it('shows the matching radius when the user chose none (the server default), e-mail on', async () => {
    signInToEdit();
    const form = await openAlertPreferences();
    expect(within(form).getByRole('checkbox', { name: 'E-mail alerts' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: "The request's search radius (default)" })).toBeChecked();
  });

  it('saves e-mail alerts and a radius chosen with the keyboard, and keeps them shown', async () => {
    const account = signInToEdit(makeUser(), { emailAlerts: true, alertRadiusKm: null });
    const form = await openAlertPreferences();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'E-mail alerts' }));
    await userEvent.click(within(form).getByRole('radio', { name: '25 km' }));
    expect(within(form).getByRole('radio', { name: '25 km' })).toHaveFocus();
    // Arrow keys move through the radios, as in any radio group.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(within(form).getByRole('radio', { name: '10 km' })).toBeChecked());
    await userEvent.click(within(form).getByRole('button', { name: 'Save alert preferences' }));
    expect(await screen.findByText('Alert preferences updated')).toBeInTheDocument();
    expect(requests.to('UpdateAlertPreferences').map((request) => request.variables)).toEqual([
      { input: { emailAlerts: false, alertRadiusKm: 10 } },
    ]);
    expect(account.donor).toMatchObject({ emailAlerts: false, alertRadiusKm: 10 });
    expect(within(form).getByRole('checkbox', { name: 'E-mail alerts' })).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: '10 km' })).toBeChecked();
  });

  it('sends null for the matching radius', async () => {
    const account = signInToEdit(makeUser(), { emailAlerts: true, alertRadiusKm: 5 });
    const form = await openAlertPreferences();
    await userEvent.click(within(form).getByRole('radio', { name: "The request's search radius (default)" }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save alert preferences' }));
    await screen.findByText('Alert preferences updated');
    expect(requests.to('UpdateAlertPreferences')[0].variables).toEqual({ input: { emailAlerts: true, alertRadiusKm: null } });
    expect(account.donor.alertRadiusKm).toBeNull();
  });

  it("shows the server's refusal of the radius at the radio group", async () => {
    signInToEdit();
    server.use(
      graphql.mutation(UpdateAlertPreferencesMutation, () =>
        graphqlError('VALIDATION_FAILED', ALERT_RADIUS_INVALID, { alertRadiusKm: ALERT_RADIUS_INVALID }),
      ),
    );
    const form = await openAlertPreferences();
    await userEvent.click(within(form).getByRole('radio', { name: '5 km' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save alert preferences' }));
    // A text the client has no translation of reads 'Invalid input', at the group it is about.
    const group = within(form).getByRole('radiogroup');
    await waitFor(() => expect(group).toHaveAccessibleDescription('Requests farther away than this do not alert you. Invalid input'));
    expect(within(form).getByText('Invalid input')).toBeVisible();
    expect(screen.queryByText('Alert preferences updated')).not.toBeInTheDocument();
  });

  it('says when saving failed, and keeps the choice', async () => {
    signInToEdit();
    server.use(graphql.mutation(UpdateAlertPreferencesMutation, () => graphqlError('INTERNAL')));
    const form = await openAlertPreferences();
    await userEvent.click(within(form).getByRole('radio', { name: '5 km' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save alert preferences' }));
    await waitFor(() => expect(requests.to('UpdateAlertPreferences')).toHaveLength(1));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText('Alert preferences updated')).not.toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '5 km' })).toBeChecked();
  });
});
