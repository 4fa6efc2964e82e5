import { Router } from 'express';
import type { CashFlowDraft } from '../domain/validation/cash-flow-rules';
import type { CashFlow } from '../modules/cash-flows/cash-flows.service';
import type { AccountReturns } from '../modules/returns/returns.service';
import type { AppServices } from '../app-services';
import { queryString } from './analytics.params';
import { viewerOf } from './rest-errors';
import { bodyOf, optDecimal, optText, type Body } from './request-body';
import { num } from './serializers';

function draftOf(body: Body): CashFlowDraft {
  return {
    kind: optText(body, 'kind'),
    amount: optDecimal(body, 'amount'),
    occurredAt: optText(body, 'occurred_at'),
    note: optText(body, 'note'),
  };
}

/** PUT keeps the fields it is not sent: only the keys present in the body change. */
function changesOf(body: Body): CashFlowDraft {
  const draft = draftOf(body);
  return Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined)) as CashFlowDraft;
}

export function cashFlowJson(f: CashFlow) {
  return {
    id: f.id,
    account_id: f.accountId,
    kind: f.kind,
    amount: num(f.amount),
    occurred_at: f.occurredAt.toISOString(),
    note: f.note,
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}

export function returnsJson(r: AccountReturns) {
  return {
    currency: r.currency,
    start_date: r.startDate,
    end_date: r.endDate,
    balance_start: num(r.balanceStart),
    balance_end: num(r.balanceEnd),
    net_flows: num(r.netFlows),
    trading_pnl: num(r.tradingPnl),
    time_weighted_return: r.timeWeightedReturn,
    money_weighted_return: r.moneyWeightedReturn,
    max_drawdown_pct: r.maxDrawdownPct,
  };
}

/** /api/accounts/:id/cash-flows[/:flowId] and /api/accounts/:id/returns (issue 15). */
export function cashFlowsRouter(services: AppServices): Router {
  const router = Router();
  router.get('/:id/cash-flows', async (req, res) => {
    res.json((await services.cashFlows.list(viewerOf(req), req.params.id)).map(cashFlowJson));
  });
  router.post('/:id/cash-flows', async (req, res) => {
    const flow = await services.cashFlows.create(viewerOf(req), req.params.id, draftOf(bodyOf(req)));
    res.status(201).json(cashFlowJson(flow));
  });
  router.put('/:id/cash-flows/:flowId', async (req, res) => {
    const flow = await services.cashFlows.update(
      viewerOf(req),
      req.params.id,
      req.params.flowId,
      changesOf(bodyOf(req)),
    );
    res.json(cashFlowJson(flow));
  });
  router.delete('/:id/cash-flows/:flowId', async (req, res) => {
    const id = await services.cashFlows.delete(viewerOf(req), req.params.id, req.params.flowId);
    res.json({ id, detail: 'Cash flow deleted' });
  });
  router.get('/:id/returns', async (req, res) => {
    const returns = await services.returns.forAccount(viewerOf(req), req.params.id, {
      startDate: queryString(req, 'start_date'),
      endDate: queryString(req, 'end_date'),
    });
    res.json(returnsJson(returns));
  });
  return router;
}
