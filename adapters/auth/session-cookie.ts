import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'fishing_session';

export function sessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[SESSION_COOKIE] : undefined;
}

/** httpOnly and SameSite=Strict always; Secure whenever the request came over https. */
export function setSessionCookie(req: Request, res: Response, token: string, expiresAt: Date): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', expires: expiresAt }),
  );
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: req.secure, path: '/', expires: new Date(0) }),
  );
}
