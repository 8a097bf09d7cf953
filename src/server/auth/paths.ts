/** Our pages around sign-in (Auth.js's own endpoints live under AUTH_BASE_PATH). */
export const signInPagePath = "/signin";
export const confirmPagePath = "/signin/confirm";
export const verifyRequestPagePath = "/signin/verify-request";
/** Proxy rewrites AUTH_BASE_PATH/* here; the route rebuilds the public URL for Auth.js. */
export const internalAuthRoutePath = "/api/auth-handler";
