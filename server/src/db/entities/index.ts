import { AccessTokenEntity } from './access-token.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { StrategyEntity } from './strategy.entity';
import { TradeRevisionEntity } from './trade-revision.entity';
import { TradeEntity } from './trade.entity';
import { TradingAccountEntity } from './trading-account.entity';
import { UserEntity } from './user.entity';

export {
  AccessTokenEntity,
  PasswordResetTokenEntity,
  StrategyEntity,
  TradeRevisionEntity,
  TradeEntity,
  TradingAccountEntity,
  UserEntity,
};

export const ENTITIES = [
  UserEntity,
  StrategyEntity,
  TradingAccountEntity,
  TradeEntity,
  TradeRevisionEntity,
  PasswordResetTokenEntity,
  AccessTokenEntity,
];
