// /settings: the time zone (server-side) and the tabs — Trading Goals, Trading Rules,
// Security, Active Sessions (signed-in devices, on the server), Notifications (goals, rules and
// notifications live in this browser), Trading Accounts (the welcome dialog's promise: more
// accounts are created here), Contract Multipliers (the user's futures point values, on the
// server), Access Tokens and Your Data (export everything, restore from an archive).
import { useId, useState, type ComponentType } from 'react';
import { AccessTokensTab } from './AccessTokensTab';
import { AccountsTab } from './AccountsTab';
import { BreakevenTab } from './BreakevenTab';
import { ActiveSessionsTab } from './ActiveSessionsTab';
import { ContractMultipliersTab } from './ContractMultipliersTab';
import { CurrenciesTab } from './CurrenciesTab';
import { GoalsTab } from './GoalsTab';
import { NotificationsTab } from './NotificationsTab';
import { RulesTab } from './RulesTab';
import { SecurityTab } from './SecurityTab';
import { SettingsTabs, type SettingsTab } from './SettingsTabs';
import { TimezoneSetting } from './TimezoneSetting';
import { YourDataTab } from './YourDataTab';
import './settings.css';

type TabKey =
  | 'goals'
  | 'rules'
  | 'breakeven'
  | 'security'
  | 'sessions'
  | 'notifications'
  | 'accounts'
  | 'multipliers'
  | 'currencies'
  | 'tokens'
  | 'data';
const TABS: readonly SettingsTab<TabKey>[] = [
  { key: 'goals', label: 'Trading Goals' },
  { key: 'rules', label: 'Trading Rules' },
  { key: 'breakeven', label: 'Breakeven' },
  { key: 'security', label: 'Security' },
  { key: 'sessions', label: 'Active Sessions' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'accounts', label: 'Trading Accounts' },
  { key: 'multipliers', label: 'Contract Multipliers' },
  { key: 'currencies', label: 'Currencies' },
  { key: 'tokens', label: 'Access Tokens' },
  { key: 'data', label: 'Your Data' },
];
const PANELS: Record<TabKey, ComponentType> = {
  goals: GoalsTab,
  rules: RulesTab,
  breakeven: BreakevenTab,
  security: SecurityTab,
  sessions: ActiveSessionsTab,
  notifications: NotificationsTab,
  accounts: AccountsTab,
  multipliers: ContractMultipliersTab,
  currencies: CurrenciesTab,
  tokens: AccessTokensTab,
  data: YourDataTab,
};

export default function SettingsPage() {
  const idPrefix = useId();
  const [active, setActive] = useState<TabKey>('goals');
  const Panel = PANELS[active];
  return (
    <section className="st-page" aria-labelledby="settings-title">
      <header>
        <h1 id="settings-title" className="st-title">
          Settings
        </h1>
      </header>
      <TimezoneSetting />
      <div className="st-layout">
        <SettingsTabs<TabKey> tabs={TABS} active={active} idPrefix={idPrefix} onSelect={setActive} />
        <div
          className="st-card st-panel"
          role="tabpanel"
          id={`${idPrefix}-panel-${active}`}
          aria-labelledby={`${idPrefix}-tab-${active}`}
          tabIndex={0}
        >
          <Panel />
        </div>
      </div>
    </section>
  );
}
