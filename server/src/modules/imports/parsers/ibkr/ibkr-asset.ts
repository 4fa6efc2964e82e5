import type { ForeignFee } from '../../../../domain/executions/fx-conversion';
import type { Market } from '../../../../db/entities/trade.entity';

/** IBKR asset categories (Flex `assetCategory`, Activity `Asset Category`) as markets; null = not a trade we import. */
export function ibkrMarket(category: string): Market | null {
  switch (category.trim().toUpperCase()) {
    case 'STK':
    case 'STOCKS':
    case 'ETF':
      return 'stocks';
    case 'OPT':
    case 'FOP':
    case 'EQUITY AND INDEX OPTIONS':
    case 'OPTIONS ON FUTURES':
      return 'options';
    case 'FUT':
    case 'FUTURES':
      return 'futures';
    case 'CRYPTO':
    case 'CRYPTOCURRENCY':
      return 'crypto';
    case 'CFD':
    case 'CFDS':
      return 'indices';
    default:
      return null;
  }
}

/** IBKR's commission: in the trade's currency, or a foreign fee when ibCommissionCurrency names another. */
export function commissionIn(
  commission: string,
  commissionCurrency: string | undefined,
  tradeCurrency: string | undefined,
): { commission: string; foreignFees: ForeignFee[] } {
  const own = commissionCurrency?.trim().toUpperCase();
  if (!own || own === tradeCurrency?.trim().toUpperCase()) return { commission, foreignFees: [] };
  return { commission: '0', foreignFees: [{ kind: 'commission', amount: commission, currency: own }] };
}
