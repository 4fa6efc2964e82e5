// Add/Edit Trade modal (spec section 2): market, symbol picker, direction, prices, quantity,
// dates, stop loss, fees, notes, emotional tags, 'Trade is still open'. Saving goes through
// useCreateTrade/useUpdateTrade, which own the cache update, so every list and figure on screen
// refreshes without a reload.
// A failed save keeps the spec's alert and adds the server's reason beside the field; a stale
// edit shows the server's reason beside Update Trade and offers to reload the trade. A changed form is never dropped silently: closing asks first,
// and the unsaved values live in a draft (trade-draft.ts) that survives an expired session.
import { useFormik } from 'formik';
import { useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTradeForEditQuery, useTradeFormMultipliersQuery } from '../../__generated__/hooks';
import type { TradeFillsTable_TradeFragment, TradeFormFieldsFragment } from '../../__generated__/graphql';
import { saveErrorReason } from '../../apollo/save-error';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { useNotify } from '../../components/Notifications';
import { Spinner } from '../../components/Spinner';
import { useCurrentAccount } from '../../accounts/current-account';
import { browserTimeZone } from '../../components/date-time-picker/zoned-time';
import { SessionContext } from '../../session/session-context';
import { TradeFillsTable } from './TradeFillsTable';
import { TradeFormFields } from './TradeFormFields';
import { useCreateTrade, useUpdateTrade } from './use-save-trade';
import { clearTradeDraft, loadTradeDraft, saveTradeDraft } from './trade-draft';
import { journalFormSchema, TRADE_MESSAGES, tradeFormSchema } from './trade-form-schema';
import {
  newTradeValues,
  toJournalInput,
  toTradeInput,
  valuesFromTrade,
  type TradeFormValues,
} from './trade-form-state';
import './trade-form.css';

interface Props {
  tradeId: string | null;
  onClose(): void;
}

export default function TradeFormModal({ tradeId, onClose }: Props) {
  const query = useTradeForEditQuery({ variables: { id: tradeId ?? '' }, skip: !tradeId, fetchPolicy: 'network-only' });
  const trade = query.dataState === 'complete' ? query.data.trade : null;
  const title = tradeId ? 'Edit Trade' : 'Add New Trade';
  if (tradeId && !trade) {
    // A draft of a trade that no longer loads (deleted elsewhere) must not reopen at every sign-in.
    const dropDraftAndClose = () => {
      if (loadTradeDraft()?.tradeId === tradeId) clearTradeDraft();
      onClose();
    };
    return (
      <Modal
        title={title}
        onClose={query.error || query.dataState === 'complete' ? dropDraftAndClose : onClose}
        size="large"
      >
        {query.error || (query.dataState === 'complete' && !query.data.trade) ? (
          <p role="alert" className="form-error">
            This trade could not be loaded.
          </p>
        ) : (
          <Spinner label="Loading trade" />
        )}
      </Modal>
    );
  }
  const reload = async () => {
    clearTradeDraft();
    await query.refetch();
  };
  // Keyed by version too: a reload after a stale edit starts the form over from the fresh row.
  return (
    <TradeForm
      key={trade ? `${trade.id}:${trade.version}` : 'new'}
      trade={trade}
      fills={trade?.executions ?? []}
      title={title}
      onClose={onClose}
      onReload={reload}
    />
  );
}

const DISCARD_TITLE = 'Discard unsaved changes?';

/**
 * A stale edit's reason with the way out, right above Update Trade: the trader just pressed it
 * there, so on a phone (or a long imported trade) the reason is in sight, not scrolled away above
 * the form while only the generic alert shows.
 */
function ConflictAlert({ message, onReload }: { message: string; onReload(): Promise<void> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <div ref={ref} role="alert" className="form-error trade-form__conflict">
      <span>{message}</span>
      <button type="button" className="btn" onClick={() => void onReload()}>
        Reload trade
      </button>
    </div>
  );
}

function TradeForm({
  trade,
  fills,
  title,
  onClose,
  onReload,
}: {
  trade: TradeFormFieldsFragment | null;
  fills: TradeFillsTable_TradeFragment['executions'];
  title: string;
  onClose(): void;
  onReload(): Promise<void>;
}) {
  const notify = useNotify();
  const { accountId, account } = useCurrentAccount();
  // One clock: the profile's zone, as the table, journal and figures use; the browser's only
  // before a profile exists (tests render the form without a session).
  const zone = useContext(SessionContext)?.user?.timezone ?? browserTimeZone();
  const createTrade = useCreateTrade();
  const updateTrade = useUpdateTrade();
  const [conflict, setConflict] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const imported = trade?.origin === 'IMPORT';
  const multipliers = useTradeFormMultipliersQuery({ skip: imported });
  const ownMultipliers = useMemo(
    () =>
      Object.fromEntries(
        (multipliers.data?.contractMultipliers ?? []).filter((m) => m.own !== null).map((m) => [m.root, m.own!]),
      ),
    [multipliers.data],
  );
  // A draft of this very form (same trade, or a new trade in the same account) left by a reload
  // or an expired session.
  const [restored] = useState(() => {
    const draft = loadTradeDraft();
    if (!draft) return null;
    const matches = trade ? draft.tradeId === trade.id : draft.tradeId === null && draft.accountId === accountId;
    return matches ? draft.values : null;
  });
  const formik = useFormik<TradeFormValues>({
    initialValues: trade ? valuesFromTrade(trade, zone) : newTradeValues(new Date(), zone),
    validationSchema: imported ? journalFormSchema : tradeFormSchema,
    onSubmit: async (values) => {
      setConflict(null);
      try {
        if (trade) {
          await updateTrade(trade, imported ? toJournalInput(values) : toTradeInput(values, null, zone));
        } else {
          await createTrade(accountId, toTradeInput(values, accountId, zone));
        }
        clearTradeDraft();
        onClose();
      } catch (error) {
        console.error(error);
        const reason = saveErrorReason(error);
        const fields = Object.keys(reason.fieldErrors).filter((f) => f in values);
        if (fields.length) {
          formik.setErrors(Object.fromEntries(fields.map((f) => [f, reason.fieldErrors[f]])));
          formik.setTouched(Object.fromEntries(fields.map((f) => [f, true])), false);
        }
        if (reason.conflict) setConflict(reason.conflict);
        notify(trade ? TRADE_MESSAGES.saveFailed : TRADE_MESSAGES.createFailed);
      }
    },
  });

  // Once, on mount: later changes are the trader's. (Set as values, not initialValues, so the
  // restored draft counts as unsaved changes.)
  const restoreDraft = useEffectEvent(() => {
    if (restored) void formik.setValues(restored, false);
  });
  useEffect(() => restoreDraft(), []);
  useEffect(() => {
    if (formik.dirty)
      saveTradeDraft({
        tradeId: trade?.id ?? null,
        accountId: trade ? trade.accountId : accountId,
        values: formik.values,
      });
    else clearTradeDraft();
  }, [formik.values, formik.dirty, trade, accountId]);

  const discard = () => {
    clearTradeDraft();
    onClose();
  };
  // Escape, the backdrop, × and Cancel all come here: a changed form asks before it is dropped.
  const requestClose = () => (formik.dirty ? setConfirmDiscard(true) : discard());
  const noAccount = !trade && !accountId;

  return (
    <Modal
      title={title}
      onClose={requestClose}
      size="large"
      dismissible={!formik.isSubmitting}
      description={
        trade ? undefined : account ? (
          <>
            Account: <strong>{account.name}</strong> ({account.currency})
          </>
        ) : undefined
      }
    >
      {noAccount ? (
        <p role="alert" className="form-error">
          {TRADE_MESSAGES.noAccount}
        </p>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate>
          {restored && formik.dirty && (
            <p className="form-note" role="status">
              Restored your unsaved trade.
            </p>
          )}
          <TradeFormFields
            formik={formik}
            imported={imported}
            ownMultipliers={ownMultipliers}
            timeZone={zone}
            stored={trade}
          />
          {imported && <TradeFillsTable fills={fills} timeZone={zone} />}
          {conflict && <ConflictAlert message={conflict} onReload={onReload} />}
          <ModalActions
            label={trade ? 'Update Trade' : 'Add Trade'}
            busyLabel="Saving..."
            busy={formik.isSubmitting}
            onCancel={requestClose}
          />
        </form>
      )}
      {confirmDiscard && (
        <Modal title={DISCARD_TITLE} size="small" onClose={() => setConfirmDiscard(false)}>
          <p>The trade you typed has not been saved.</p>
          <ModalActions
            label="Discard"
            tone="danger"
            onAction={discard}
            onCancel={() => setConfirmDiscard(false)}
            cancelLabel="Keep editing"
            focusCancel
          />
        </Modal>
      )}
    </Modal>
  );
}
