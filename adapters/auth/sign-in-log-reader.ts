import { SignInLog } from '../../application/auth/auth-ports';

/** Nest-injectable handle on the sign-in log for reads. */
export abstract class SignInLogReader {
  abstract list(limit: number): ReturnType<SignInLog['list']>;
}
