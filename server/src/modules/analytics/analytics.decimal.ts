// The decimal helpers live in domain/decimal.ts (accounts and reports use them too); this path
// stays for the analytics modules that import it.
export * from '../../domain/decimal';
