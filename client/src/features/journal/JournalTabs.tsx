import { NavLink } from 'react-router-dom';

/** The Journal's two views: trade notes and the day journal. */
export function JournalTabs() {
  return (
    <nav className="jr-tabs" aria-label="Journal views">
      <NavLink to="/journal" end className={({ isActive }) => `jr-tab${isActive ? ' is-active' : ''}`}>
        Trades
      </NavLink>
      <NavLink to="/journal/days" className={({ isActive }) => `jr-tab${isActive ? ' is-active' : ''}`}>
        Days
      </NavLink>
    </nav>
  );
}
