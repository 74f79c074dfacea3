import { useState, type FormEvent } from 'react';
import { LogoMark } from '@browser-kit/site/LogoMark';
import { useDocumentTitle } from '@browser-kit/page-head/document-title';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { useSignIn } from './auth-api';
import { splitInlineCode } from './auth-logic';

/**
 * Admin sign-in (docs/product/admin.md). The button reads 'Authenticating...' while the server
 * answers (at least one second); the password field clears after each attempt.
 */
export function SignInScreen({
  setupMessage,
  sessionCheckError,
  onRecheck,
  rechecking,
}: {
  /** The server's explanation when no admin account exists yet. */
  setupMessage?: string;
  /** Set when `GET /api/auth/me` failed for another reason (server down, ...). */
  sessionCheckError?: string;
  onRecheck: () => void;
  rechecking: boolean;
}) {
  const { name } = useSiteInfo();
  useDocumentTitle(`Admin sign-in | ${name}`);
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const pending = signIn.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    signIn.mutate({ username: username.trim(), password }, { onSettled: () => setPassword('') });
  };

  return (
    <main id="main-content" className="signin">
      <div className="signin__panel card">
        <div className="signin__brand">
          <LogoMark size={56} />
          <p className="signin__business">{name}</p>
        </div>
        <h1 className="signin__title">Admin sign-in</h1>
        <p className="signin__intro">Sign in to manage bookings and the website.</p>

        {setupMessage ? (
          <div className="alert alert--warning signin__notice" role="alert">
            <p className="signin__notice-title">No admin account yet</p>
            <p className="signin__notice-text">
              {splitInlineCode(setupMessage).map((part, index) =>
                part.code ? <code key={index}>{part.text}</code> : <span key={index}>{part.text}</span>,
              )}
            </p>
            <button type="button" className="btn btn--outline btn--sm" onClick={onRecheck} disabled={rechecking}>
              {rechecking ? 'Checking...' : 'Check again'}
            </button>
          </div>
        ) : null}

        {sessionCheckError && !setupMessage ? (
          <div className="alert alert--danger signin__notice" role="alert">
            <p className="signin__notice-text">{sessionCheckError}</p>
            <button type="button" className="btn btn--outline btn--sm" onClick={onRecheck} disabled={rechecking}>
              {rechecking ? 'Checking...' : 'Try again'}
            </button>
          </div>
        ) : null}

        <form className="signin__form" onSubmit={onSubmit} aria-busy={pending}>
          <div className="field">
            <label className="label" htmlFor="signin-username">
              Username
            </label>
            <input
              id="signin-username"
              name="username"
              className="input"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div className="field">
            <label className="label" htmlFor="signin-password">
              Password
            </label>
            <input
              id="signin-password"
              name="password"
              type="password"
              className="input"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={pending}>
            {pending ? (
              <>
                <span className="spinner" aria-hidden="true" /> Authenticating...
              </>
            ) : (
              'Sign In'
            )}
          </button>
        </form>
      </div>
    </main>
  );
}
