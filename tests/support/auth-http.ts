/**
 * Speaks Auth.js's HTTP protocol to a running app the way a browser does: CSRF token and
 * cookie, form-encoded posts, our confirmation POST. Cookies are kept by hand (per host).
 */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  sessionToken(): string | undefined {
    return this.cookies.get("authjs.session-token") ?? this.cookies.get("__Secure-authjs.session-token");
  }
}

export type AuthClientOptions = { baseUrl: string; basePath?: string; headers?: Record<string, string> };

export function authClient({ baseUrl, basePath = "/api/auth", headers = {} }: AuthClientOptions) {
  const jar = new CookieJar();
  const send = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${baseUrl}${path}`, {
      redirect: "manual",
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>), ...(jar.cookies.size ? { cookie: jar.header() } : {}) },
    });
    jar.store(response);
    return response;
  };
  return {
    jar,
    send,
    async csrfToken(): Promise<string> {
      const response = await send(`${basePath}/csrf`);
      return ((await response.json()) as { csrfToken: string }).csrfToken;
    },
    /** POST {basePath}/signin/email as the sign-in form does (JSON answer). */
    async requestLink(
      email: string | undefined,
      options: { callbackUrl?: string; csrf?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
    ) {
      const fields = new URLSearchParams();
      if (options.csrf !== false) fields.set("csrfToken", await this.csrfToken());
      if (email !== undefined) fields.set("email", email);
      fields.set("callbackUrl", options.callbackUrl ?? "/");
      return send(`${basePath}/signin/email`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1", ...options.headers },
        body: options.rawBody ?? fields.toString(),
      });
    },
    /** Presses "Sign in" on the confirmation page the mailed link opens. */
    async confirm(link: string) {
      const params = new URL(link).searchParams;
      const form = new URLSearchParams();
      for (const name of ["token", "email", "callbackUrl"]) form.set(name, params.get(name) ?? "");
      return send(`${basePath}/callback/email`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, "sec-fetch-site": "same-origin" },
        body: form.toString(),
      });
    },
    async session(): Promise<{
      user?: { email?: string; id?: string };
      account?: { id: string; handle: string };
      role?: string;
      canSearch?: boolean;
    } | null> {
      const response = await send(`${basePath}/session`);
      return (await response.json()) as never;
    },
    async signOut() {
      const csrfToken = await this.csrfToken();
      return send(`${basePath}/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/" }).toString(),
      });
    },
  };
}

export type AuthClient = ReturnType<typeof authClient>;
