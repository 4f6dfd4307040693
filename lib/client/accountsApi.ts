// The account endpoints of SPEC section 7, as the browser calls them. The answers it reads are checked
// with their own schemas (lib/schemas/accountAnswers.ts, zod/mini), the ones the OpenAPI document
// publishes.

export const ACCOUNT_API = {
  login: '/api/login',
  verifyCode: '/api/login/otp/verify',
  socialStart: '/api/login/google',
  socialCheck: '/api/login/google/check',
  me: '/api/me',
  logout: '/api/logout',
  refresh: '/api/token/refresh',
  userInfo: '/api/v1/user/info',
  subscriptions: '/api/v1/users/subscriptions?show_finished=1',
} as const;

/** For calls whose answer the browser does not read (a refresh, a logout): any JSON will do. */
export const anySchema = { safeParse: (data: unknown) => ({ success: true as const, data }) };
