import { useNavigate } from 'react-router-dom';
import { Wordmark } from '../../components/Wordmark';
import { AccountSwitcher } from '../../accounts/AccountSwitcher';
import { useSession } from '../../session/session-context';
import { LiveIndicator } from '../live/LiveIndicator';
import { SearchButton } from '../../features/search/SearchButton';

/** Spec: the username with fallback 'Trader'; the avatar shows its first letter, fallback 'T'. */
export function displayName(username: string | null | undefined): string {
  return username?.trim() || 'Trader';
}
export function avatarLetter(username: string | null | undefined): string {
  return (username?.trim()?.[0] ?? 'T').toUpperCase();
}

export function Header({ onToggleNav, navOpen }: { onToggleNav(): void; navOpen: boolean }) {
  const { user, logout } = useSession();
  const navigate = useNavigate();
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button header__menu"
        aria-label="Open navigation"
        aria-expanded={navOpen}
        aria-controls="sidebar"
        onClick={onToggleNav}
      >
        ☰
      </button>
      <div className="header__logo">
        <Wordmark size="small" />
      </div>
      <AccountSwitcher />
      <SearchButton />
      <div className="header__user">
        <LiveIndicator />
        <span className="header__name">{displayName(user?.username)}</span>
        <span className="avatar" aria-hidden="true">
          {avatarLetter(user?.username)}
        </span>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            logout();
            navigate('/login', { replace: true });
          }}
        >
          Logout
        </button>
      </div>
    </header>
  );
}
