// The demo account the login screen offers and prints (spec section 1); the server seeds the
// same user in demo mode (server/src/db/seed).
export const DEMO_CREDENTIALS = { email: 'demo@candlog.app', password: 'candlog-demo' } as const;
