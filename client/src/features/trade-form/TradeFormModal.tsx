// Add/Edit Trade modal (spec section 2): market, symbol picker, direction, prices, quantity,
// dates, stop loss, fees, notes, emotional tags, 'Trade is still open'. Saving updates the cache
// through evictTradeDerived, so every list and figure on screen refreshes without a reload.
import { useFormik } from 'formik';
import { useTradeForEditQuery, useCreateTradeMutation, useUpdateTradeMutation } from '../../__generated__/hooks';
import type { TradeFormFieldsFragment } from '../../__generated__/graphql';
import { evictTradeDerived } from '../../apollo/evict-trade-derived';
import { Modal } from '../../components/Modal';
import { useNotify } from '../../components/Notifications';
import { Spinner } from '../../components/Spinner';
import { useCurrentAccount } from '../accounts/current-account';
import { TradeFormFields } from './TradeFormFields';
import { TRADE_MESSAGES, tradeFormSchema } from './trade-form-schema';
import { newTradeValues, toTradeInput, valuesFromTrade, type TradeFormValues } from './trade-form-state';
import './trade-form.css';

interface Props { tradeId: string | null; onClose(): void }

export default function TradeFormModal({ tradeId, onClose }: Props) {
  const query = useTradeForEditQuery({ variables: { id: tradeId ?? '' }, skip: !tradeId, fetchPolicy: 'network-only' });
  const trade = query.dataState === 'complete' ? query.data.trade : null;
  const title = tradeId ? 'Edit Trade' : 'Add New Trade';
  if (tradeId && !trade) {
    return (
      <Modal title={title} onClose={onClose} size="large">
        {query.error || (query.dataState === 'complete' && !query.data.trade) ? <p role="alert" className="form-error">This trade could not be loaded.</p> : <Spinner label="Loading trade" />}
      </Modal>
    );
  }
  return <TradeForm key={trade?.id ?? 'new'} trade={trade} title={title} onClose={onClose} />;
}

function TradeForm({ trade, title, onClose }: { trade: TradeFormFieldsFragment | null; title: string; onClose(): void }) {
  const notify = useNotify();
  const { accountId, account } = useCurrentAccount();
  const [createTrade] = useCreateTradeMutation();
  const [updateTrade] = useUpdateTradeMutation();
  const formik = useFormik<TradeFormValues>({
    initialValues: trade ? valuesFromTrade(trade) : newTradeValues(),
    validationSchema: tradeFormSchema,
    onSubmit: async (values) => {
      try {
        if (trade) {
          await updateTrade({
            variables: { id: trade.id, input: toTradeInput(values, null), expectedVersion: trade.version },
            update: (cache) => evictTradeDerived(cache, trade.accountId),
          });
        } else {
          await createTrade({
            variables: { input: toTradeInput(values, accountId) },
            update: (cache) => evictTradeDerived(cache, accountId),
          });
        }
        onClose();
      } catch (error) {
        console.error(error);
        notify(trade ? TRADE_MESSAGES.saveFailed : TRADE_MESSAGES.createFailed);
      }
    },
  });
  const noAccount = !trade && !accountId;

  return (
    <Modal title={title} onClose={onClose} size="large" dismissible={!formik.isSubmitting}
      description={trade ? undefined : account ? <>Account: <strong>{account.name}</strong> ({account.currency})</> : undefined}>
      {noAccount ? (
        <p role="alert" className="form-error">{TRADE_MESSAGES.noAccount}</p>
      ) : (
        <form onSubmit={formik.handleSubmit} noValidate>
          <TradeFormFields formik={formik} />
          <div className="modal-actions">
            <button type="button" className="btn btn--ghost" onClick={onClose} disabled={formik.isSubmitting}>Cancel</button>
            <button type="submit" className="btn btn--primary" disabled={formik.isSubmitting}>
              {formik.isSubmitting ? 'Saving...' : trade ? 'Update Trade' : 'Add Trade'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
