// The Cash dialog's list of flows, each with its edit and delete buttons.
import type { CashFlowItemFragment, CashFlowKind } from '../__generated__/graphql';
import { EditIcon, TrashIcon } from '../components/icons';
import { formatLocalDate, formatMoney } from '../lib/format';
import { CASH_FLOW_KIND_LABELS, dayInZone } from './cash-flow-form';

const OUTFLOWS: readonly CashFlowKind[] = ['withdrawal', 'fee'];

interface Props {
  flows: readonly CashFlowItemFragment[];
  currency: string;
  zone: string;
  onEdit(flow: CashFlowItemFragment): void;
  onDelete(flow: CashFlowItemFragment): void;
}

export function CashFlowTable({ flows, currency, zone, onEdit, onDelete }: Props) {
  return (
    <div className="table-scroll">
      <table className="data-table" aria-label="Cash flows">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Kind</th>
            <th scope="col">Amount</th>
            <th scope="col">Note</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {flows.map((f) => {
            const label = `${CASH_FLOW_KIND_LABELS[f.kind]} of ${formatMoney(f.amount, currency)}`;
            return (
              <tr key={f.id}>
                <td>{formatLocalDate(dayInZone(f.occurredAt, zone))}</td>
                <td>{CASH_FLOW_KIND_LABELS[f.kind]}</td>
                <td className={`num ${OUTFLOWS.includes(f.kind) ? 'loss' : 'profit'}`}>
                  {OUTFLOWS.includes(f.kind) ? '−' : '+'}
                  {formatMoney(f.amount, currency)}
                </td>
                <td>{f.note}</td>
                <td>
                  <button type="button" className="icon-button" aria-label={`Edit ${label}`} onClick={() => onEdit(f)}>
                    <EditIcon />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Delete ${label}`}
                    onClick={() => onDelete(f)}
                  >
                    <TrashIcon />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
