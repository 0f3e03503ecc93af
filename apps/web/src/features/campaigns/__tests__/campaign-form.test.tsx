import { CAMPAIGN_FIELD_MESSAGES, IMAGE_MAX_BYTES, MESSAGES } from '@redhope/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../auth/__tests__/handlers';
import { todayIsoDate } from '../../../lib/dates';
import { apiUrl } from '../../../lib/rest';
import { deferred, envelope, restError } from '../../../test/msw';
import { renderApp } from '../../../test/render-app';
import { requests } from '../../../test/requests';
import { server } from '../../../test/server';

const WARNING = 'Maximum acceptable file size is 10mb';

function imageFile(bytes: number, name = 'leaflet.jpg') {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

async function openForm() {
  signIn();
  const view = renderApp('/create-campaign');
  await screen.findByRole('heading', { name: 'Share your nearby health campaign' });
  return view;
}

async function fillValidForm() {
  await userEvent.type(screen.getByLabelText('Title'), '  Blood donation drive ');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Genereal health camp');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: todayIsoDate() } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '23:30' } });
  await userEvent.type(screen.getByLabelText('Address line'), 'Town Hall');
  await userEvent.type(screen.getByLabelText('District'), 'Pune');
  await userEvent.type(screen.getByLabelText('State'), 'Maharashtra');
  await userEvent.type(screen.getByLabelText('Pincode'), '411001');
  await userEvent.type(screen.getByLabelText('Description'), 'Donate blood, save lives.');
  await userEvent.upload(screen.getByLabelText('Leaflet image'), imageFile(2048));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Share campaign' }));

describe('campaign form', () => {
  beforeEach(() => {
    // jsdom makes no object URLs; the preview only needs one.
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
  });

  it('asks the pincode first and fills district and state from it, editable after', async () => {
    await openForm();
    const [pincode, district, state] = ['Pincode', 'District', 'State'].map((label) => screen.getByLabelText(label));
    expect(pincode.compareDocumentPosition(district) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pincode.compareDocumentPosition(screen.getByLabelText('Address line')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // 560001 is one of the pincodes the test server knows (features/profile/__tests__/handlers.ts).
    await userEvent.type(pincode, '560001');
    await waitFor(() => expect(district).toHaveValue('Bengaluru Urban'));
    expect(state).toHaveValue('Karnataka');
    expect(screen.getByText('District and state filled in from pincode 560001.')).toBeInTheDocument();
    await userEvent.clear(district);
    await userEvent.type(district, 'Bangalore');
    expect(district).toHaveValue('Bangalore');
  });

  it('shows the file-size warning before any file is chosen', async () => {
    await openForm();
    const picker = screen.getByLabelText('Leaflet image');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAccessibleDescription(WARNING);
    expect(screen.getByText(WARNING)).toBeVisible();
  });

  it('refuses a file one byte over 10mb before any upload, and keeps nothing', async () => {
    await openForm();
    await fillValidForm();
    const picker = screen.getByLabelText('Leaflet image');
    expect(screen.getByRole('img', { name: 'Preview of the chosen leaflet' })).toBeInTheDocument();

    await userEvent.upload(picker, imageFile(IMAGE_MAX_BYTES + 1, 'big.jpg'));
    await waitFor(() => expect(picker).toHaveAttribute('aria-invalid', 'true'));
    // The error says how large the file is beside the limit; the warning above it is not repeated.
    const refused = 'This image is 10.000001 MB: a leaflet can be at most 10 MB. Choose a smaller one.';
    expect(screen.getByText(refused)).toBeVisible();
    expect(picker).toHaveAccessibleDescription(`${WARNING} ${refused}`);
    expect(screen.getAllByText(WARNING)).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Preview of the chosen leaflet' })).not.toBeInTheDocument();

    await submit();
    // No leaflet was kept: the form asks for one and sends nothing.
    await waitFor(() => expect(picker).toHaveAccessibleDescription(`${WARNING} ${CAMPAIGN_FIELD_MESSAGES.leaflet}`));
    expect(picker).toHaveFocus();
    expect(requests.to('/campaign/create-campaign')).toHaveLength(0);
  });

  it('names the size of a much larger file, and forgets it once a good one is chosen', async () => {
    await openForm();
    const picker = screen.getByLabelText('Leaflet image');
    await userEvent.upload(picker, imageFile(Math.round(12.4 * 1_048_576), 'scan.png'));
    expect(await screen.findByText('This image is 12.4 MB: a leaflet can be at most 10 MB. Choose a smaller one.')).toBeVisible();
    await userEvent.upload(picker, imageFile(1_000_000));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen leaflet' })).toBeInTheDocument();
    expect(screen.queryByText(/This image is/)).not.toBeInTheDocument();
    expect(picker).not.toHaveAttribute('aria-invalid');
  });

  it('accepts a file of exactly 10mb', async () => {
    await openForm();
    await userEvent.upload(screen.getByLabelText('Leaflet image'), imageFile(IMAGE_MAX_BYTES));
    expect(await screen.findByRole('img', { name: 'Preview of the chosen leaflet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Leaflet image')).not.toHaveAttribute('aria-invalid');
  });

  it('tells a screen reader which fields are required before any submit, from the rules (the optional ones are not)', async () => {
    await openForm();
    for (const label of ['Title', 'Category', 'Date', 'Time', 'Address line', 'District', 'State', 'Pincode', 'Description', 'Leaflet image']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' })).toBeRequired();
    expect(screen.getByLabelText('Contact number (optional)')).not.toBeRequired();
    expect(screen.getByLabelText('Registration link (optional)')).not.toBeRequired();
  });

  it('marks every missing field and sends nothing', async () => {
    await openForm();
    await submit();
    expect(await screen.findByText(CAMPAIGN_FIELD_MESSAGES.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription(CAMPAIGN_FIELD_MESSAGES.category);
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(CAMPAIGN_FIELD_MESSAGES.date);
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription('Enter the district');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription('Pincode must be 6 digits and cannot start with 0');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(CAMPAIGN_FIELD_MESSAGES.description);
    expect(screen.getByRole('checkbox', { name: 'I commit that all the given informations are correct.' })).toHaveAccessibleDescription('Tick the box to confirm that the details are correct');
    expect(requests.to('/campaign/create-campaign')).toHaveLength(0);
  });

  it('refuses a date before today, a bad link and a bad contact number', async () => {
    await openForm();
    const dateInput = screen.getByLabelText('Date');
    expect(dateInput).toHaveAttribute('min', todayIsoDate());
    fireEvent.change(dateInput, { target: { value: '2020-01-01' } });
    await userEvent.type(screen.getByLabelText('Registration link (optional)'), 'javascript:alert(1)');
    await userEvent.type(screen.getByLabelText('Contact number (optional)'), '12345');
    await submit();
    await waitFor(() => expect(dateInput).toHaveAccessibleDescription(CAMPAIGN_FIELD_MESSAGES.date));
    expect(screen.getByLabelText('Registration link (optional)')).toHaveAccessibleDescription(CAMPAIGN_FIELD_MESSAGES.registrationLink);
    expect(screen.getByLabelText('Contact number (optional)')).toHaveAccessibleDescription('Phone number must be a valid Indian mobile number');
  });

  it('sends the campaign as multipart, disabled while sending, then opens it with the success toast', async () => {
    const { router } = await openForm();
    const answer = deferred<Response>();
    let sent: FormData | null = null;
    server.use(
      http.post(apiUrl('/campaign/create-campaign'), async ({ request }) => {
        sent = await request.formData();
        return answer.promise;
      }),
    );
    await fillValidForm();
    await submit();

    expect(await screen.findByRole('button', { name: /Sharing/ })).toBeDisabled();
    await waitFor(() => expect(sent).not.toBeNull());
    const form = sent as unknown as FormData;
    expect(form.get('title')).toBe('Blood donation drive');
    expect(form.get('category')).toBe('Genereal health camp');
    expect(form.get('address[addressLine]')).toBe('Town Hall');
    expect(form.get('address[district]')).toBe('Pune');
    expect(form.get('address[state]')).toBe('Maharashtra');
    expect(form.get('pincode')).toBe('411001');
    expect(form.get('date')).toBe(`${todayIsoDate()}T23:30`);
    expect(form.get('description')).toBe('Donate blood, save lives.');
    expect(form.has('contactNo')).toBe(false);
    expect(form.has('registrationLink')).toBe(false);
    // (jsdom's File does not cross into Node's fetch intact: only the part itself is checked here;
    // the journey sends a real image.)
    expect(form.has('leaflet')).toBe(true);

    answer.resolve(envelope({ id: 'c-new' }, 201, MESSAGES.createCampaignSucceeded));
    expect(await screen.findByText('Campaign created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/c-new'));
    expect(requests.to('/campaign/create-campaign')).toHaveLength(1);
  });

  it("shows the server's field messages at their fields", async () => {
    await openForm();
    server.use(
      http.post(apiUrl('/campaign/create-campaign'), () =>
        restError(400, 'VALIDATION_FAILED', MESSAGES.createCampaignFailed, {
          'address.district': MESSAGES.createCampaignFailed,
          registrationLink: CAMPAIGN_FIELD_MESSAGES.registrationLink,
        }),
      ),
    );
    await fillValidForm();
    await submit();
    const district = screen.getByLabelText('District');
    await waitFor(() => expect(district).toHaveAccessibleDescription(MESSAGES.createCampaignFailed));
    expect(district).toHaveFocus();
    expect(screen.getByLabelText('Registration link (optional)')).toHaveAccessibleDescription(CAMPAIGN_FIELD_MESSAGES.registrationLink);
    expect(screen.getByRole('button', { name: 'Share campaign' })).toBeEnabled();
  });

  it('sends the same Idempotency-Key when the same form is sent again after a failure', async () => {
    await openForm();
    const keys: (string | null)[] = [];
    server.use(
      http.post(apiUrl('/campaign/create-campaign'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return restError(503, 'SERVICE_UNAVAILABLE', MESSAGES.serviceUnavailable);
      }),
    );
    await fillValidForm();
    await submit();
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share campaign' })).toBeEnabled());
    await submit();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("toasts 'Please fillup all required fields' for a refusal without fields", async () => {
    await openForm();
    server.use(http.post(apiUrl('/campaign/create-campaign'), () => restError(400, 'VALIDATION_FAILED', MESSAGES.createCampaignFailed)));
    await fillValidForm();
    await submit();
    expect(await screen.findByText('Please fillup all required fields')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to login and back', async () => {
    const { router } = renderApp('/create-campaign');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe('?to=/create-campaign');
  });
});
