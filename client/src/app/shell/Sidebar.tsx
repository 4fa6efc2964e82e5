import { NavLink } from 'react-router-dom';
import { Wordmark } from '../../components/Wordmark';
import { APP_VERSION } from '../version';
import { EXPLORER, SCREENS } from './routes';

export function Sidebar({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <>
      {open && <div className="sidebar-scrim" onClick={onClose} aria-hidden="true" />}
      <aside id="sidebar" className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label="Sidebar">
        <div className="sidebar__brand">
          <Wordmark size="normal" />
        </div>
        <nav aria-label="Main navigation" className="sidebar__nav">
          {[...SCREENS, EXPLORER].map(({ path, label, icon }) => (
            <NavLink key={path} to={path} end={path === '/'} className="sidebar__link">
              <span className="sidebar__icon" aria-hidden="true">
                {icon}
              </span>
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="sidebar__version num">Candlog v{APP_VERSION}</div>
      </aside>
    </>
  );
}
