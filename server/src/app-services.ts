import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from './config/config';
import { EXPENSIVE_WORK, REFUSAL_PENALTY, SHARED_EXPENSIVE_WORK } from './config/limits';
import type Redis from 'ioredis';
import { InMemoryExpensiveWorkLimiter, type ExpensiveWorkLimiter } from './http/expensive-work-limiter';
import { RedisExpensiveWorkLimiter } from './http/redis-expensive-work-limiter';
import { FairSharedQueue } from './http/fair-shared-queue';
import { RedisRefusalPenalty } from './http/redis-refusal-penalty';
import { InMemoryRefusalPenalty, type RefusalPenalty } from './http/refusal-penalty';
import { AccessTokensService } from './modules/access-tokens/access-tokens.service';
import { AccountsService } from './modules/accounts/accounts.service';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { AuthService } from './modules/auth/auth.service';
import { BreakdownService } from './modules/breakdown/breakdown.service';
import { CashFlowsService } from './modules/cash-flows/cash-flows.service';
import { MissedTradesService } from './modules/missed-trades/missed-trades.service';
import { SettingsService } from './modules/settings/settings.service';
import { RiskService } from './modules/risk/risk.service';
import { NotificationJobs, RiskCheckTrigger } from './modules/notifications/notification-jobs';
import { NotificationsService } from './modules/notifications/notifications.service';
import { JobQueue } from './db/job-queue';
import { PlaybooksService } from './modules/playbooks/playbooks.service';
import { TagsService } from './modules/playbooks/tags.service';
import { TradeLinksService } from './modules/playbooks/trade-links.service';
import { SearchService } from './modules/search/search.service';
import { ImportJobRunner } from './modules/imports/import-jobs';
import { ImportsService } from './modules/imports/imports.service';
import { ArchiveJobRunner } from './modules/archive/archive-jobs';
import { ArchiveService } from './modules/archive/archive.service';
import { PriceBarJobRunner } from './modules/price-bars/price-bar-jobs';
import { PriceBarsService } from './modules/price-bars/price-bars.service';
import { MappingTemplatesService } from './modules/imports/mapping-templates.service';
import { ContractMultipliersService } from './modules/trades/contract-multipliers.service';
import { LoginThrottle } from './modules/auth/login-throttle';
import { PgThrottleStore } from './modules/auth/throttle/pg-throttle-store';
import { RedisThrottleStore } from './modules/auth/throttle/redis-throttle-store';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { ReportsService } from './modules/reports/reports.service';
import { SavedOperationsService } from './modules/saved-operations/saved-operations.service';
import { ReturnsService } from './modules/returns/returns.service';
import { SessionsService } from './modules/auth/sessions/sessions.service';
import { PdfReportService } from './modules/reports/pdf/pdf-report.service';
import { FxService } from './modules/fx/fx.service';
import { JournalDaysService } from './modules/journal-days/journal-days.service';
import { AttachmentsService } from './modules/attachments/attachments.service';
import { LocalDiskStorage } from './modules/attachments/attachment-storage';
import { JournalTemplatesService } from './modules/journal-days/journal-templates.service';
import { MailService } from './modules/mail/mail.service';
import { StrategiesService } from './modules/strategies/strategies.service';
import { TradesService } from './modules/trades/trades.service';
import { UsersService } from './modules/users/users.service';
import { UserDeletionService } from './modules/users/user-deletion.service';
import { StatementKeys } from './modules/statements/statement-keys';
import { StatementsService } from './modules/statements/statements.service';
import { openRedis } from './shared-state/redis-connection';
import { InProcessEventBus } from './live/in-process-event-bus';
import type { EventBus } from './live/live-events';
import { RedisEventBus } from './live/redis-event-bus';
import { markWritesOn, ReadRouting, RecentWriters } from './db/read-routing';
import { createFigureCache, type FigureCache } from './figure-cache/create-figure-cache';
import { bumpFiguresBeforeEvents } from './figure-cache/bump-before-events';
import { ViewerCache } from './modules/auth/viewer-cache';
import { InProcessViewerRevocations, RedisViewerRevocations } from './modules/auth/viewer-revocations';

/** Every service, created once at start-up and shared by GraphQL resolvers and REST handlers. */
export interface AppServices {
  dataSource: DataSource;
  config: Config;
  users: UsersService;
  auth: AuthService;
  /** Server-side sessions: sign out, the list of signed-in devices, sign out everywhere else. */
  sessions: SessionsService;
  passwordReset: PasswordResetService;
  mail: MailService;
  strategies: StrategiesService;
  accounts: AccountsService;
  trades: TradesService;
  analytics: AnalyticsService;
  reports: ReportsService;
  /** `breakdown`: figures grouped by one or two dimensions, one statement per call. */
  breakdown: BreakdownService;
  /** The explorer's saved operations. */
  savedOperations: SavedOperationsService;
  pdfReports: PdfReportService;
  fx: FxService;
  /** Per-user cost budget and slots for expensive GraphQL operations and REST analytics, reports and trade lists. */
  expensiveWork: ExpensiveWorkLimiter;
  /** Callers whose GraphQL requests keep being refused are held back at the edge for a short window. */
  refusals: RefusalPenalty;
  /** Personal access tokens (issue 16): managed by sessions, checked on every bearer request. */
  accessTokens: AccessTokensService;
  /** Broker imports (issue 13) and the PostgreSQL-backed runner of their batches. */
  imports: ImportsService;
  importJobs: ImportJobRunner;
  /** Uploaded price bars (issue 34): the service, its background upload runner and the upload size limit. */
  priceBars: { service: PriceBarsService; jobs: PriceBarJobRunner; maxBytes: number };
  /** The shared-state connection when REDIS_URL is set (closed at shutdown); null on one instance. */
  redis: Redis | null;
  /** Signed-in users' rows, cached per instance for the token check; dropped everywhere when a row changes. */
  viewers: ViewerCache;
  /** Live updates (GraphQL subscriptions): this process's subscribers, or every instance's through Redis. */
  events: EventBus;
  /** Saved generic CSV column mappings (per user). */
  mappingTemplates: MappingTemplatesService;
  /** Per-user futures point values over the built-in contract table. */
  contractMultipliers: ContractMultipliersService;
  /** Deposits, withdrawals, fees and interest (issue 15) and the returns they make measurable. */
  cashFlows: CashFlowsService;
  /** Trading Rules, Trading Goals and Notifications per user (issue 30 item 3). */
  settings: SettingsService;
  missedTrades: MissedTradesService;
  returns: ReturnsService;
  /** Risk rules per account (issue 32): the versioned profile, today's standing, the judged history. */
  risk: RiskService;
  /**
   * Settings → Notifications acting (issue 32 item 4): the loss-limit alert's mail and the daily
   * summary, decided and mailed by jobs on the PostgreSQL job queue (`notificationJobs`, started
   * by server.ts; a test app starts it only when a test asks).
   */
  notifications: NotificationsService;
  notificationJobs: NotificationJobs;
  /** Issue 30: the user's tags, playbooks with their rules, and the trades' links to them. */
  tags: TagsService;
  playbooks: PlaybooksService;
  tradeLinks: TradeLinksService;
  /** The day journal (issue 31): entries per zone day and account or all accounts, and their templates. */
  journalDays: JournalDaysService;
  journalTemplates: JournalTemplatesService;
  /** Screenshots on trades and days, stored under `<DATA_DIR>/attachments` (issue 31). */
  attachments: AttachmentsService;
  /** One search over trade notes, day entries, tags and playbooks (issue 31 item 5). */
  search: SearchService;
  /** The response-level cache of figure queries (figure-cache/); null with FIGURE_CACHE=off. */
  figureCache: FigureCache | null;
  /** Signed performance statements and their public check (issue 35 item 5). */
  statements: StatementsService;
  /** DELETE /api/me: a user leaves with everything they own (issue 35 item 3). */
  userDeletion: UserDeletionService;
  /** Full export and restore (issue 35 items 1–2): the service and its queue. */
  archive: { service: ArchiveService; jobs: ArchiveJobRunner };
}

/**
 * Shared state: without REDIS_URL, limits live in this process and the login throttle in
 * PostgreSQL (already shared by every instance on that database); with it, all of them live in
 * Redis, so several instances behind a load balancer count one caller once.
 */
export function createServices(
  dataSource: DataSource,
  config: Config,
  /** The clock of the read-after-write window (a test moves it past the window instead of sleeping). */
  now: () => number = Date.now,
): AppServices {
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  // Reads that tolerate lag go to DATABASE_REPLICA_URLS (when set), except for a user who just
  // wrote: every committed write publishes an event, which marks its user (db/read-routing.ts).
  const recentWriters = new RecentWriters(config.replicaReadAfterWriteMs, now);
  const figureCache = config.figureCache ? createFigureCache(redis) : null;
  const bus: EventBus = redis ? new RedisEventBus(redis) : new InProcessEventBus();
  // Scheduled and retried background work (pg-boss); a committed write that moves an account's
  // figures asks it for a risk check (RiskCheckTrigger), never waiting for it.
  const notificationJobs = new NotificationJobs(new JobQueue(dataSource));
  const events: EventBus = new RiskCheckTrigger(
    markWritesOn(figureCache ? bumpFiguresBeforeEvents(bus, figureCache) : bus, recentWriters),
    notificationJobs,
  );
  const reads = new ReadRouting(dataSource, recentWriters);
  const viewers = new ViewerCache(redis ? new RedisViewerRevocations(redis) : new InProcessViewerRevocations());
  const users = new UsersService(dataSource, viewers);
  const throttle = new LoginThrottle(redis ? new RedisThrottleStore(redis) : new PgThrottleStore(dataSource));
  const sessions = new SessionsService(dataSource, { viewers, events });
  const auth = new AuthService(dataSource, {
    usersService: users,
    throttle,
    jwtSecret: config.jwtSecret,
    registrationOpen: config.registrationOpen,
    sessions,
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
  const accounts = new AccountsService(dataSource, { strategies, auth, events });
  const tradeLinks = new TradeLinksService(dataSource, { events });
  const trades = new TradesService(dataSource, { accounts, events, links: tradeLinks });
  // An import commits in the background: its batch bumps the figure version itself.
  const importJobs = new ImportJobRunner(dataSource, events, figureCache, config.backgroundStatementTimeoutMs);
  const analytics = new AnalyticsService(dataSource, undefined, { reads });
  const priceBarJobs = new PriceBarJobRunner(dataSource, config.backgroundStatementTimeoutMs);
  // Bar files are larger than broker files (a million 1-minute bars is about 60 MB): four times the import limit.
  const priceBarMaxBytes = config.importMaxBytes * 4;
  const fx = new FxService(dataSource);
  const journalTemplates = new JournalTemplatesService(dataSource);
  const journalDays = new JournalDaysService(dataSource, { accounts, analytics, templates: journalTemplates });
  const attachments = new AttachmentsService(
    dataSource,
    new LocalDiskStorage(path.join(config.dataDir, 'attachments')),
    {
      journalDays,
    },
  );
  const risk = new RiskService(dataSource, { accounts, events });
  const notifications = new NotificationsService(dataSource, {
    risk,
    accounts,
    mail,
    enqueueMail: (job, manager) => notificationJobs.enqueueMail(job, manager),
  });
  // Files of attachments deleted with their trade, day, account or user go within a minute.
  setInterval(() => void attachments.sweep().catch(() => undefined), 60_000).unref();
  const reports = new ReportsService(dataSource);
  const attachmentDisk = new LocalDiskStorage(path.join(config.dataDir, 'attachments'));
  const archiveJobs = new ArchiveJobRunner(dataSource, {
    dataDir: config.dataDir,
    // The spec's CSV of every trade: the reports export over a range that holds them all.
    tradesCsv: async (viewer) =>
      (await reports.exportCsv(viewer, { accountId: null, period: 'custom', to: '2200-12-30' })).lines,
    attachmentPath: (key) => attachmentDisk.pathOf(key),
    budgetMs: config.backgroundStatementTimeoutMs,
    // The restored zone is on the user's row: every instance drops its cached viewer; figures are new.
    afterRestore: async (userId) => {
      await viewers.revoke(userId);
      await figureCache?.afterWrite(userId);
    },
  });
  const archive = new ArchiveService(dataSource, { jobs: archiveJobs, dataDir: config.dataDir });
  // Exports older than a day (and restores' leftovers) go hourly.
  setInterval(() => void archive.sweep().catch(() => undefined), 3_600_000).unref();
  return {
    dataSource,
    config,
    users,
    auth,
    sessions,
    passwordReset,
    mail,
    strategies,
    accounts,
    trades,
    analytics,
    reports,
    breakdown: new BreakdownService(dataSource),
    savedOperations: new SavedOperationsService(dataSource),
    pdfReports: new PdfReportService(dataSource, analytics, fx),
    fx,
    // Each user's budget and slots (shared across instances with Redis), then this instance's one
    // fair queue for all users, sized on its database pool (issue 29 item 6).
    expensiveWork: new FairSharedQueue(
      redis ? new RedisExpensiveWorkLimiter(redis, EXPENSIVE_WORK) : new InMemoryExpensiveWorkLimiter(EXPENSIVE_WORK),
      {
        maxRunning: Math.max(1, Math.floor(config.databasePoolSize * SHARED_EXPENSIVE_WORK.runningShareOfPool)),
        maxQueued: SHARED_EXPENSIVE_WORK.maxQueued,
        maxWaitMs: SHARED_EXPENSIVE_WORK.maxWaitMs,
        retryAfterSeconds: SHARED_EXPENSIVE_WORK.retryAfterSeconds,
      },
    ),
    refusals: redis ? new RedisRefusalPenalty(redis, REFUSAL_PENALTY) : new InMemoryRefusalPenalty(REFUSAL_PENALTY),
    accessTokens: new AccessTokensService(dataSource, undefined, events),
    imports: new ImportsService(dataSource, {
      accounts,
      jobs: importJobs,
      events,
      budgetMs: config.backgroundStatementTimeoutMs,
      limits: { maxBytes: config.importMaxBytes, maxLines: config.importMaxLines },
    }),
    importJobs,
    priceBars: {
      service: new PriceBarsService(dataSource, { jobs: priceBarJobs, maxBytes: priceBarMaxBytes }),
      jobs: priceBarJobs,
      maxBytes: priceBarMaxBytes,
    },
    redis,
    viewers,
    events,
    mappingTemplates: new MappingTemplatesService(dataSource),
    contractMultipliers: new ContractMultipliersService(dataSource),
    cashFlows: new CashFlowsService(dataSource, { accounts }),
    tags: new TagsService(dataSource, { events }),
    playbooks: new PlaybooksService(dataSource, { events }),
    tradeLinks,
    returns: new ReturnsService(dataSource, { accounts }),
    settings: new SettingsService(dataSource),
    missedTrades: new MissedTradesService(dataSource),
    risk,
    notifications,
    notificationJobs,
    journalTemplates,
    journalDays,
    attachments,
    search: new SearchService(dataSource),
    figureCache,
    archive: { service: archive, jobs: archiveJobs },
    userDeletion: new UserDeletionService(dataSource, { auth, sessions, mail, dataDir: config.dataDir }),
    statements: new StatementsService(dataSource, {
      analytics,
      accounts,
      keys: new StatementKeys({ dataDir: config.dataDir, signingKeyPem: config.statementSigningKey }),
      publicUrl: config.publicUrl,
    }),
  };
}

/**
 * Closes the connections the services hold beside the database pool: the live event bus, the
 * viewer-revocation subscriber and the shared Redis connection. Each Redis subscriber is a
 * connection of its own, and one left open keeps the process alive after shutdown (it kept
 * the test run alive for minutes once), so the server and the test apps both close through here.
 */
export async function closeSharedState(services: Pick<AppServices, 'events' | 'viewers' | 'redis'>): Promise<void> {
  await services.events.close();
  await services.viewers.close();
  services.redis?.disconnect();
}
