// Search params as page state, with updates that cannot lose each other.
//
// react-router hands a functional setSearchParams the params of the last *render*, and its
// BrowserRouter applies navigations inside a React transition. Two quick changes (pick a market,
// then a result, before the first re-render commits: it happens on a busy machine) would both
// start from the same stale copy, and the second would erase the first. The address bar is
// updated synchronously by each navigation, so every change here starts from it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ParamsChange = (latest: URLSearchParams) => URLSearchParams;

export function useUrlParams(): [URLSearchParams, (change: ParamsChange) => void] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: ParamsChange) => setParams(() => change(new URLSearchParams(window.location.search)), { replace: true }),
    [setParams],
  );
  return [params, update];
}
