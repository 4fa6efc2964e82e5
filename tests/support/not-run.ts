// Defined beside the server's tests (server/src/__tests__/not-run.ts), which use it too.
export { describeWhen, itWhen, NOT_RUN_MARK } from '../../server/src/__tests__/not-run';
