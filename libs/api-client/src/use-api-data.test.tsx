import { act, render, screen } from '@testing-library/react';
import { useApiData } from './use-api-data';

function Brands({ load }: { load: (signal: AbortSignal) => Promise<string[]> }) {
  const result = useApiData(load, 'brands');
  if (result.status === 'loading') return <p>Loading</p>;
  if (result.status === 'error')
    return (
      <button type="button" onClick={result.retry}>
        Failed: {result.error.message}
      </button>
    );
  return <p>{result.data.join(', ')}</p>;
}

describe('useApiData', () => {
  it('shows loading, then the data', async () => {
    render(<Brands load={() => Promise.resolve(['Tata Motors', 'Eicher'])} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Tata Motors, Eicher')).toBeInTheDocument();
  });

  it('shows the error and loads again on retry', async () => {
    const load = jest
      .fn<Promise<string[]>, [AbortSignal]>()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValueOnce(['Ashok Leyland']);
    render(<Brands load={load} />);
    const button = await screen.findByRole('button', { name: 'Failed: Network Error' });
    await act(async () => button.click());
    expect(await screen.findByText('Ashok Leyland')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
