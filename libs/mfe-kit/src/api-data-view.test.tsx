import { screen, within } from '@testing-library/react';
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

  it('says what went wrong in words, never the transport message, with a retry that calls again', async () => {
    const retry = jest.fn();
    const serverError = Object.assign(new Error('Request failed with status code 503'), {
      response: { status: 503 },
    });
    view({ status: 'error', error: serverError, retry });
    const alert = screen.getByRole('alert');
    expect(
      await within(alert).findByText(
        'Our server has a problem right now. Please try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('status code');
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when the thing asked for does not exist', async () => {
    const notFound = Object.assign(new Error('Request failed with status code 404'), {
      response: { status: 404 },
    });
    view({ status: 'error', error: notFound, retry: jest.fn() });
    expect(await screen.findByText(/We could not find what you asked for/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
