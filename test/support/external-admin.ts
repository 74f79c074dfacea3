import { sessionCookieOf, TestClient } from './test-app';

/** Signs in to a running server (CI's built app) through its API, as a browser suite's admin client. */
export async function signInExternally(url: string, username: string, password: string): Promise<TestClient> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
  const cookie = sessionCookieOf({ status: login.status, body: undefined, headers: login.headers, text: '' });
  return {
    cookie,
    request: async (method, path, body) => {
      const res = await fetch(url + path, {
        method,
        headers: { Cookie: cookie, 'X-Requested-With': 'test', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers, text };
    },
  };
}
