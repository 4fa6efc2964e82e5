import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config/config';
import { EXPENSIVE_WORK, REFUSAL_PENALTY } from './config/limits';
import { InMemoryExpensiveWorkLimiter, type ExpensiveWorkLimiter } from './http/expensive-work-limiter';
import { InMemoryRefusalPenalty, type RefusalPenalty } from './http/refusal-penalty';
import { AccountsService } from './modules/accounts/accounts.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { AuthService } from './modules/auth/auth.service';
import { CashFlowsService } from './modules/cash-flows/cash-flows.service';
import { ImportJobRunner } from './modules/imports/import-jobs';
import { ImportsService } from './modules/imports/imports.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { PgThrottleStore } from './modules/auth/throttle/pg-throttle-store';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { ReportsService } from './modules/reports/reports.service';
import { ReturnsService } from './modules/returns/returns.service';
import { MailService } from './modules/mail/mail.service';
import { StrategiesService } from './modules/strategies/strategies.service';
import { TradesService } from './modules/trades/trades.service';
import { UsersService } from './modules/users/users.service';

/** Every service, created once at start-up and shared by GraphQL resolvers and REST handlers. */
export interface AppServices {
  dataSource: DataSource;
  config: Config;
  users: UsersService;
  auth: AuthService;
  passwordReset: PasswordResetService;
  mail: MailService;
  strategies: StrategiesService;
  accounts: AccountsService;
  trades: TradesService;
  analytics: AnalyticsService;
  reports: ReportsService;
  /** Per-user cost budget and slots for expensive GraphQL operations and REST analytics, reports and trade lists. */
  expensiveWork: ExpensiveWorkLimiter;
  /** Callers whose GraphQL requests keep being refused are held back at the edge for a short window. */
  refusals: RefusalPenalty;
  /** Broker imports (issue 13) and the PostgreSQL-backed runner of their batches. */
  imports: ImportsService;
  importJobs: ImportJobRunner;
  /** Deposits, withdrawals, fees and interest (issue 15) and the returns they make measurable. */
  cashFlows: CashFlowsService;
  returns: ReturnsService;
}

export function createServices(dataSource: DataSource, config: Config): AppServices {
  const users = new UsersService(dataSource);
  const throttle = new LoginThrottle(new PgThrottleStore(dataSource));
  const auth = new AuthService(dataSource, {
    usersService: users,
    throttle,
    jwtSecret: config.jwtSecret,
    registrationOpen: config.registrationOpen,
  });
  const mail = new MailService({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.mailOutbox ? path.join(config.dataDir, 'outbox') : null,
  });
  const passwordReset = new PasswordResetService(dataSource, {
    authService: auth,
    throttle,
    mail,
    publicUrl: config.publicUrl,
  });
  const strategies = new StrategiesService(dataSource);
  const accounts = new AccountsService(dataSource, { strategies, auth });
  const trades = new TradesService(dataSource, { accounts });
  const importJobs = new ImportJobRunner(dataSource);
  return {
    dataSource,
    config,
    users,
    auth,
    passwordReset,
    mail,
    strategies,
    accounts,
    trades,
    analytics: new AnalyticsService(dataSource),
    reports: new ReportsService(dataSource),
    expensiveWork: new InMemoryExpensiveWorkLimiter(EXPENSIVE_WORK),
    refusals: new InMemoryRefusalPenalty(REFUSAL_PENALTY),
    imports: new ImportsService(dataSource, { accounts, jobs: importJobs }),
    importJobs,
    cashFlows: new CashFlowsService(dataSource, { accounts }),
    returns: new ReturnsService(dataSource, { accounts }),
  };
}
