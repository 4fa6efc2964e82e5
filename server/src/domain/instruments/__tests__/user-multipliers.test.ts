import { importedMultiplier, rootOf, userContractMultiplier } from '../user-multipliers';

const own = { MES: '6.5', XYZ: '12.5' };

describe('user contract multipliers', () => {
  it('finds the root of built-in and unknown contracts as brokers write them', () => {
    expect(rootOf('MESZ5')).toBe('MES');
    expect(rootOf('/ESZ25')).toBe('ES');
    expect(rootOf('MES 06-26')).toBe('MES');
    expect(rootOf('XYZH6')).toBe('XYZ');
    expect(rootOf('XYZ')).toBe('XYZ');
  });

  it("a trade without a multiplier takes the user's value for a futures root before the table", () => {
    expect(userContractMultiplier('MESZ5', 'futures', own)).toBe('6.5');
    expect(userContractMultiplier('XYZU5', 'futures', own)).toBe('12.5');
    expect(userContractMultiplier('ESZ5', 'futures', own)).toBe('50');
    expect(userContractMultiplier('MES', 'stocks', own)).toBe('1');
    expect(userContractMultiplier('SPY', 'options', own)).toBe('100');
  });

  it("an imported fill takes the user's value only where the parser used the table (or found none)", () => {
    expect(importedMultiplier('MESU5', 'futures', '5', own)).toBe('6.5');
    expect(importedMultiplier('MESU5', 'futures', '5.00000000', own)).toBe('6.5');
    expect(importedMultiplier('XYZU5', 'futures', '1', own)).toBe('12.5');
    // The broker's file stated another size: kept.
    expect(importedMultiplier('MESU5', 'futures', '2', own)).toBe('2');
    expect(importedMultiplier('ESU5', 'futures', '50', own)).toBe('50');
    expect(importedMultiplier('MES', 'stocks', '1', own)).toBe('1');
  });
});
