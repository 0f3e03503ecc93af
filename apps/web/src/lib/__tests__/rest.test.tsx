import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer, toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { deferred, envelope, noResponse } from '../../test/msw';
import { requests } from '../../test/requests';
import { server } from '../../test/server';
import { ApiError, CONNECTION_FAILED_MESSAGE, NO_RESPONSE_STATUS, api, apiRequest, apiUrl } from '../rest';

/** An envelope answer with any HTTP status, including the inconsistent ones a proxy or an old server may send. */
function rawEnvelope(body: { statusCode: number; data: unknown; message: string; success: boolean }, status: number) {
  return HttpResponse.json(body, { status });
}

describe('apiRequest', () => {
  it('unwraps data from a successful envelope and sends the cookies', async () => {
    server.use(http.get(apiUrl('/user/check-auth'), () => envelope({ isAuthenticated: true })));

    await expect(apiRequest<{ isAuthenticated: boolean }>('/user/check-auth')).resolves.toEqual({ isAuthenticated: true });

    const [call] = requests.to('/user/check-auth');
    expect(call).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('throws ApiError with the envelope status and message on failure', async () => {
    server.use(
      http.post(apiUrl('/user/login'), () =>
        rawEnvelope({ statusCode: 402, data: null, message: 'User does not exist', success: false }, 402),
      ),
    );

    const error = await apiRequest('/user/login', { method: 'POST', body: { email: 'a@b.in', password: 'x' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 402, message: 'User does not exist' });
  });

  it('treats success: false as a failure even with HTTP 200', async () => {
    server.use(
      http.get(apiUrl('/user/login'), () =>
        rawEnvelope({ statusCode: 403, data: null, message: 'Incorrect password', success: false }, 200),
      ),
    );
    await expect(apiRequest('/user/login')).rejects.toMatchObject({ statusCode: 403, message: 'Incorrect password' });
  });

  it('rejects a response that is not an envelope', async () => {
    server.use(
      http.get(apiUrl('/campaign/campaign-feed'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiRequest('/campaign/campaign-feed')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('sends JSON bodies with a content type, and FormData as multipart', async () => {
    const received: Array<{ contentType: string | null; body: unknown }> = [];
    server.use(
      http.post(apiUrl('/request/create-request'), async ({ request }) => {
        received.push({ contentType: request.headers.get('content-type'), body: await request.json() });
        return envelope({ id: 'r1' });
      }),
      http.post(apiUrl('/campaign/create-campaign'), async ({ request }) => {
        received.push({ contentType: request.headers.get('content-type'), body: Object.fromEntries(await request.formData()) });
        return envelope({ id: 'c1' });
      }),
    );

    await expect(api.post('/request/create-request', { bloodGroup: 'B+' })).resolves.toEqual({ id: 'r1' });
    const form = new FormData();
    form.append('title', 'Camp');
    await expect(api.post('/campaign/create-campaign', form)).resolves.toEqual({ id: 'c1' });

    expect(received[0]).toEqual({ contentType: 'application/json', body: { bloodGroup: 'B+' } });
    // The browser sets the multipart boundary itself; a hand-set content type would lose it.
    expect(received[1].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[1].body).toEqual({ title: 'Camp' });
  });

  it('shows "Connection with server failed " when the server cannot be reached', async () => {
    server.use(http.get(apiUrl('/user/current-user'), noResponse));
    const errorToast = vi.spyOn(toast, 'error');
    render(<ToastContainer />);

    await expect(apiRequest('/user/current-user')).rejects.toMatchObject({
      statusCode: NO_RESPONSE_STATUS,
      message: CONNECTION_FAILED_MESSAGE,
    });

    expect(errorToast).toHaveBeenCalledWith('Connection with server failed ', expect.anything());
    // The product's text keeps its trailing space.
    expect(
      await screen.findByText('Connection with server failed ', { normalizer: getDefaultNormalizer({ trim: false }) }),
    ).toBeInTheDocument();
  });

  it('does not toast when the caller aborts', async () => {
    const held = deferred<Response>();
    server.use(http.get(apiUrl('/user/get-notifications'), () => held.promise));
    const errorToast = vi.spyOn(toast, 'error');
    const controller = new AbortController();

    const call = apiRequest('/user/get-notifications', { signal: controller.signal });
    controller.abort();

    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(errorToast).not.toHaveBeenCalled();
    held.resolve(envelope([]));
  });
});

describe('apiUrl', () => {
  it('adds defined query values only', () => {
    expect(apiUrl('/campaign/campaign-feed', { filter: 'pincode', pincode: 560001, extra: undefined, none: null })).toBe(
      '/api/v1/campaign/campaign-feed?filter=pincode&pincode=560001',
    );
    expect(apiUrl('user/check-auth')).toBe('/api/v1/user/check-auth');
  });
});
