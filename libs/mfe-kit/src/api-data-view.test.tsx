import { screen } from '@testing-library/react';
import type { ApiData } from '@cvb/api-client';
import { ApiDataView } from './api-data-view';
import { renderInRemote } from './testing/test-providers';

function view(result: ApiData<string[]>) {
  return renderInRemote(
    <ApiDataView
      result={result}
      skeleton={<p>placeholder</p>}
      empty={<p>Nothing here</p>}
      isEmpty={(d) => d.length === 0}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </ApiDataView>,
  );
}

describe('ApiDataView', () => {
  it('shows the skeleton on the first load', () => {
    view({ status: 'loading' });
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps the previous answer on screen while a newer call runs', () => {
    view({ status: 'loading', previous: ['Tata Ace'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('Tata Ace');
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('shows the empty content for an empty answer', () => {
    view({ status: 'ready', data: [] });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('shows the error panel with a retry that calls again', () => {
    const retry = jest.fn();
    view({ status: 'error', error: new Error('Network Error'), retry });
    expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
