/** Signs a new user up and in through the REST API; returns the Cookie header to send. */
export async function signUp(url: string, name: string): Promise<{ cookie: string; userId: string; email: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now()}@bench.local`;
  const body = { userName: name, email, password: 'bench-password', dateOfBirth: '1990-01-01' };
  const post = (path: string) =>
    fetch(`${url}/api/v1/user/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const registered = await post('register');
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const userId = ((await registered.json()) as { data: { _id: string } }).data._id;
  const login = await post('login');
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, userId, email };
}
