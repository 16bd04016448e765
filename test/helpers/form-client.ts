// A cookie-keeping client for the HTML pages: reads CSRF tokens from forms and posts them like a browser would.
export type Send = (path: string, init: RequestInit) => Promise<Response>;

export interface FormClient {
  cookies: Map<string, string>;
  /** The raw Set-Cookie lines of the last response. */
  lastSetCookie: string[];
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  /** A multipart/form-data post, as a browser sends a form with a file. */
  postMultipart(path: string, form: FormData, headers?: Record<string, string>): Promise<Response>;
  /** The CSRF token of the first form on a page. */
  csrf(path: string): Promise<string>;
  signIn(email: string, password: string): Promise<Response>;
}

export function formClient(send: Send): FormClient {
  const cookies = new Map<string, string>();
  const client: FormClient = {
    cookies,
    lastSetCookie: [],
    async get(path, headers = {}) {
      return request(path, { headers });
    },
    async post(path, fields, headers = {}) {
      return request(path, { method: 'POST', body: new URLSearchParams(fields), headers });
    },
    async postMultipart(path, form, headers = {}) {
      return request(path, { method: 'POST', body: form, headers });
    },
    async csrf(path) {
      const html = await (await client.get(path)).text();
      const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
      if (!token) throw new Error(`no CSRF token on ${path}`);
      return token;
    },
    async signIn(email, password) {
      return client.post('/signin', { csrf: await client.csrf('/signin'), email, password });
    },
  };
  async function request(path: string, init: { method?: string; body?: URLSearchParams | FormData; headers: Record<string, string> }) {
    const headers: Record<string, string> = { ...init.headers };
    if (cookies.size > 0) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await send(path, { ...init, headers, redirect: 'manual' });
    client.lastSetCookie = response.headers.getSetCookie();
    for (const line of client.lastSetCookie) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      if (/max-age=0/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  }
  return client;
}
