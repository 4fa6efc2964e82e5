// The one set of trade factories lives next to the server's unit tests (server/src cannot import
// from tests/); integration and e2e tests import it from here.
export {
  buildTrade,
  derivedOutcome,
  tradeInput,
  type TradeFields,
} from '../../server/src/domain/__tests__/trade-factory';
