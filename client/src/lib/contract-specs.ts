// The contract table has one source of truth, the server's domain module (pure, no imports);
// the client bundles the same file so the form's prefill and the server's default never differ.
export { contractMultiplier, contractSpec, futuresRoot } from '../../../server/src/domain/instruments/contract-specs';
export {
  unknownContractRoot,
  unknownContractSizeMessage,
  userContractMultiplier,
  type MultiplierOverrides,
} from '../../../server/src/domain/instruments/user-multipliers';
