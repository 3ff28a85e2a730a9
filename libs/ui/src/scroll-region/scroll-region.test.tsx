import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme-root';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named region that the keyboard reaches, around its content', async () => {
    render(
      <ThemeRoot>
        <button type="button">Before</button>
        <ScrollRegion label="मंडी भाव आज">
          <table>
            <caption>मंडी भाव आज</caption>
            <tbody>
              <tr>
                <td>गेहूं</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </ThemeRoot>,
    );
    const region = screen.getByRole('region', { name: 'मंडी भाव आज' });
    expect(region).toContainElement(screen.getByRole('table', { name: 'मंडी भाव आज' }));
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
