/** What a person reads for each Auth.js error code (never the code itself). */
const messages: Record<string, string> = {
  SessionRequired: "Please sign in to see that page.",
  Verification: "That sign-in link has expired or was already used. Request a new one below.",
  MissingCSRF: "Your sign-in form expired. Please try again.",
  CredentialsSignin: "Those sign-in details did not work. Please check them and try again.",
  AccessDenied: "This account is not allowed to sign in.",
  OAuthAccountNotLinked: "That email already belongs to an account that signs in another way. Sign in with your email link first.",
  SessionTokenError: "Your session ended. Please sign in again.",
  RateLimited: "Too many sign-in links were requested. Please wait a few minutes and try again.",
};

const fallbackAuthErrorMessage = "Something went wrong while signing in. Please try again.";

export function authErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return messages[code] ?? fallbackAuthErrorMessage;
}
