import { getDefaultNormalizer, render, screen } from '@testing-library/react';
import { ToastContainer, toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CONNECTION_FAILED_MESSAGE, NO_RESPONSE_STATUS, api, apiRequest, apiUrl } from '../rest';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(implementation: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(implementation);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('unwraps data from a successful envelope and sends the cookies', async () => {
    const fetchMock = stubFetch(async () =>
      jsonResponse({ statusCode: 200, data: { isAuthenticated: true }, message: 'ok', success: true }),
    );

    await expect(apiRequest<{ isAuthenticated: boolean }>('/user/check-auth')).resolves.toEqual({ isAuthenticated: true });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/user/check-auth');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('throws ApiError with the envelope status and message on failure', async () => {
    stubFetch(async () => jsonResponse({ statusCode: 402, data: null, message: 'User does not exist', success: false }, 402));

    const error = await apiRequest('/user/login', { method: 'POST', body: { email: 'a@b.in', password: 'x' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 402, message: 'User does not exist' });
  });

  it('treats success: false as a failure even with HTTP 200', async () => {
    stubFetch(async () => jsonResponse({ statusCode: 403, data: null, message: 'Incorrect password', success: false }, 200));
    await expect(apiRequest('/user/login')).rejects.toMatchObject({ statusCode: 403, message: 'Incorrect password' });
  });

  it('rejects a response that is not an envelope', async () => {
    stubFetch(async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/campaign/campaign-feed')).rejects.toMatchObject({ statusCode: 502 });
  });

  it('sends JSON bodies with a content type, and FormData as multipart', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ statusCode: 200, data: { id: 'r1' }, message: '', success: true }));

    await api.post('/request/create-request', { bloodGroup: 'B+' });
    const jsonInit = fetchMock.mock.calls[0][1];
    expect(jsonInit?.body).toBe('{"bloodGroup":"B+"}');
    expect(jsonInit?.headers).toMatchObject({ 'Content-Type': 'application/json' });

    const form = new FormData();
    form.append('title', 'Camp');
    await api.post('/campaign/create-campaign', form);
    const formInit = fetchMock.mock.calls[1][1];
    expect(formInit?.body).toBe(form);
    expect(formInit?.headers).not.toHaveProperty('Content-Type');
  });

  it('shows "Connection with server failed " when the server cannot be reached', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
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
    stubFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const errorToast = vi.spyOn(toast, 'error');
    await expect(apiRequest('/user/get-notifications')).rejects.toMatchObject({ name: 'AbortError' });
    expect(errorToast).not.toHaveBeenCalled();
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
