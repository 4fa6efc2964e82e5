import { fireEvent, render, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import {
  ContractMultipliersDocument,
  DeleteContractMultiplierDocument,
  SetContractMultiplierDocument,
} from '../../../__generated__/graphql';
import { createTypePolicies } from '../../../apollo/type-policies';
import { ContractMultipliersTab } from '../ContractMultipliersTab';

const row = (root: string, name: string | null, builtIn: string | null, own: string | null) => ({
  __typename: 'ContractMultiplier' as const,
  root,
  name,
  builtIn,
  own,
  pointValue: own ?? builtIn,
});
const TABLE = [row('ES', 'E-mini S&P 500', '50', null), row('MES', 'Micro E-mini S&P 500', '5', null)];
const list = (rows: unknown[]) => ({
  request: { query: ContractMultipliersDocument },
  result: { data: { contractMultipliers: rows } },
});

function renderTab(mocks: unknown[]) {
  render(
    <MockedProvider mocks={mocks as never} cache={new InMemoryCache({ typePolicies: createTypePolicies() })}>
      <ContractMultipliersTab />
    </MockedProvider>,
  );
}

describe('ContractMultipliersTab', () => {
  it('lists the built-in table, saves your point value for a root and resets it', async () => {
    const overridden = [TABLE[0], row('MES', 'Micro E-mini S&P 500', '5', '6.5')];
    renderTab([
      list(TABLE),
      {
        request: { query: SetContractMultiplierDocument, variables: { root: 'MES', pointValue: '6.5' } },
        result: { data: { setContractMultiplier: overridden[1] } },
      },
      list(overridden),
      {
        request: { query: DeleteContractMultiplierDocument, variables: { root: 'MES' } },
        result: { data: { deleteContractMultiplier: 'MES' } },
      },
      list(TABLE),
    ]);
    const es = await screen.findByTestId('multiplier-ES');
    expect(es).toHaveTextContent('E-mini S&P 500');
    expect(es).toHaveTextContent('50');
    fireEvent.change(screen.getByLabelText('Root'), { target: { value: 'mes' } });
    fireEvent.change(screen.getByLabelText('Point value'), { target: { value: '6.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('MES: 6.5 per point.')).toBeInTheDocument();
    const mes = await screen.findByTestId('multiplier-MES');
    await within(mes).findByText('6.5');
    fireEvent.click(within(mes).getByRole('button', { name: 'Reset MES' }));
    expect(await screen.findByText('MES: your value is removed.')).toBeInTheDocument();
  });

  it("shows the server's reason when a point value is refused", async () => {
    renderTab([
      list(TABLE),
      {
        request: { query: SetContractMultiplierDocument, variables: { root: 'ES', pointValue: '0' } },
        result: {
          errors: [
            new GraphQLError('Point value must be a number greater than 0, like 50 or 0.5', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fieldErrors: { pointValue: 'Point value must be a number greater than 0, like 50 or 0.5' },
              },
            }),
          ],
        },
      },
    ]);
    await screen.findByTestId('multiplier-ES');
    fireEvent.change(screen.getByLabelText('Root'), { target: { value: 'ES' } });
    fireEvent.change(screen.getByLabelText('Point value'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Point value must be a number greater than 0');
  });
});
