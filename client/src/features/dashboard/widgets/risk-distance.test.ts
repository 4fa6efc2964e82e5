import { distanceText } from './risk-distance';

describe('distanceText', () => {
  const limit = { rule: 'daily_loss_limit', kind: 'limit', limit: '300' } as const;

  it('says what is left before a limit', () => {
    expect(distanceText({ ...limit, distance: '50', distancePct: '16.6667' }, 'USD')).toBe('$50.00 left (16.7%)');
  });

  it('says how far a passed limit is over, never a negative "left"', () => {
    expect(distanceText({ ...limit, distance: '-50', distancePct: '-16.6667' }, 'USD')).toBe('$50.00 over (16.7%)');
  });

  it('counts trades without money and an objective as "to go"', () => {
    expect(
      distanceText({ rule: 'max_trades_per_day', kind: 'limit', limit: '5', distance: '3', distancePct: '60' }, 'USD'),
    ).toBe('3 left (60.0%)');
    expect(
      distanceText(
        { rule: 'daily_profit_target', kind: 'objective', limit: '500', distance: '850', distancePct: '170' },
        'USD',
      ),
    ).toBe('$850.00 to go (170.0%)');
  });

  it('shows the allowed hours, or a dash, when there is no distance', () => {
    expect(
      distanceText(
        { rule: 'trading_hours', kind: 'limit', limit: '09:30–16:00', distance: null, distancePct: null },
        'USD',
      ),
    ).toBe('09:30–16:00');
    expect(distanceText({ ...limit, distance: null, distancePct: null }, 'USD')).toBe('—');
  });
});
