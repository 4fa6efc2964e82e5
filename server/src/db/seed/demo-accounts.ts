import type { DemoAccountKey } from './demo-instruments';

export const DEMO_EMAIL = 'demo@candlog.app';
/** Shown on the login screen ('Use Demo Account'); the demo user cannot change it. */
export const DEMO_PASSWORD = 'candlog-demo';
export const DEMO_USERNAME = 'Demo Trader';
/** The demo trader's zone; trade times are placed in its sessions and "today" is its today. */
export const DEMO_TIMEZONE = 'America/New_York';

export interface DemoAccount {
  key: DemoAccountKey;
  name: string;
  description: string;
  currency: string;
  initialBalance: string;
  /** Strategies are per user with unique names; each account has its own. */
  strategy: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'usd',
    name: 'US Equities & Futures',
    currency: 'USD',
    initialBalance: '100000.00',
    strategy: 'Breakout',
    description: 'Intraday breakouts in US stocks, index futures and options; crypto on the side.',
  },
  {
    key: 'eur',
    name: 'EUR Macro',
    currency: 'EUR',
    initialBalance: '50000.00',
    strategy: 'Trend Following',
    description: 'London-session FX majors, metals, energy and European index CFDs.',
  },
  {
    key: 'jpy',
    name: 'Tokyo Session',
    currency: 'JPY',
    initialBalance: '5000000.00',
    strategy: 'Support/Resistance',
    description: 'Yen crosses and the Nikkei, traded off key levels in the Tokyo session.',
  },
];
