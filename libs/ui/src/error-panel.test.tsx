import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel } from './error-panel';
import { ThemeRoot } from './theme-root';

describe('ErrorPanel', () => {
  it('tells what failed and retries on click', async () => {
    const onRetry = jest.fn();
    render(
      <ThemeRoot>
        <ErrorPanel
          title="यह हिस्सा लोड नहीं हो सका"
          body="फिर से कोशिश करें"
          retryLabel="Retry"
          onRetry={onRetry}
        />
      </ThemeRoot>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('यह हिस्सा लोड नहीं हो सका');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
