import { SignInLog } from '../../application/auth/auth-ports';

/** Nest-injectable handle on the sign-in log for reads. */
export abstract class SignInLogReader {
  abstract list(query: Parameters<SignInLog['list']>[0]): ReturnType<SignInLog['list']>;
}
