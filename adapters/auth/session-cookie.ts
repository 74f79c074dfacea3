import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'fishing_session';
/**
 * In production: browsers keep a `__Host-` cookie only when it is Secure, has Path=/ and no
 * Domain, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 */
export const PRODUCTION_SESSION_COOKIE = '__Host-fishing_session';

/** The session cookie: httpOnly and SameSite=Strict always. */
export class SessionCookie {
  readonly name: string;

  /** Production: the `__Host-` name, always Secure. Otherwise Secure whenever the request came over https. */
  constructor(private readonly production: boolean) {
    this.name = production ? PRODUCTION_SESSION_COOKIE : SESSION_COOKIE;
  }

  /** Only the cookie of this mode: in production a plain `fishing_session` could have been planted. */
  token(req: Request): string | undefined {
    const header = req.headers.cookie;
    return header ? parseCookie(header)[this.name] : undefined;
  }

  set(req: Request, res: Response, token: string, expiresAt: Date): void {
    res.append('Set-Cookie', stringifySetCookie({ name: this.name, value: token, ...this.attributes(req), expires: expiresAt }));
  }

  clear(req: Request, res: Response): void {
    res.append('Set-Cookie', stringifySetCookie({ name: this.name, value: '', ...this.attributes(req), expires: new Date(0) }));
  }

  private attributes(req: Request) {
    return { httpOnly: true, sameSite: 'strict', secure: this.production || req.secure, path: '/' } as const;
  }
}
