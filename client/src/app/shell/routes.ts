import { lazy } from 'react';

// The signed-in screens (spec section 2, "Routes"); each loads with its route.
export const SCREENS = [
  { path: '/', label: 'Dashboard', icon: '▦', Page: lazy(() => import('../../features/dashboard/DashboardPage')) },
  {
    path: '/analytics',
    label: 'Analytics',
    icon: '◔',
    Page: lazy(() => import('../../features/analytics/AnalyticsPage')),
  },
  { path: '/trades', label: 'Trades', icon: '⇅', Page: lazy(() => import('../../features/trades/TradesPage')) },
  { path: '/journal', label: 'Journal', icon: '✎', Page: lazy(() => import('../../features/journal/JournalPage')) },
  {
    path: '/playbooks',
    label: 'Playbooks',
    icon: '☑',
    Page: lazy(() => import('../../features/playbooks/PlaybooksPage')),
  },
  { path: '/import', label: 'Import', icon: '⇪', Page: lazy(() => import('./ImportRoute')) },
  { path: '/reports', label: 'Reports', icon: '▤', Page: lazy(() => import('../../features/reports/ReportsPage')) },
  { path: '/settings', label: 'Settings', icon: '⚙', Page: lazy(() => import('../../features/settings/SettingsPage')) },
] as const;

export const EXPLORER = {
  path: '/explorer',
  label: 'API Explorer',
  icon: '⌘',
  Page: lazy(() => import('../../features/explorer/ExplorerPage')),
};

/** Missed trades (issue 30 item 2), reached from the Playbooks screen. */
export const MISSED_TRADES_SCREEN = {
  path: '/playbooks/missed',
  Page: lazy(() => import('../../features/missed-trades/MissedTradesPage')),
};

/** The day journal (issue 31): the Days tab's calendar and the day page, under the Journal. */
export const JOURNAL_DAY_SCREENS = [
  { path: '/journal/days', Page: lazy(() => import('../../features/journal/days/DaysPage')) },
  { path: '/journal/days/:date', Page: lazy(() => import('../../features/journal/days/DayPage')) },
];
