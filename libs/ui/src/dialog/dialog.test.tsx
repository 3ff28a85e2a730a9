import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeRoot } from '../theme-root';
import { Dialog } from './dialog';
import { DialogBody } from './dialog-styles';
import { getI18n } from '@cvb/i18n';
import { uiLazyTexts } from '../ui-texts/lazy';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeRoot>
      <button type="button" onClick={() => setOpen(true)}>
        Choose city
      </button>
      {open && (
        <Dialog title="शहर चुनें" closeLabel="बंद करें" onClose={() => setOpen(false)}>
          <DialogBody>
            <label>
              City <input />
            </label>
            <button type="button">Pune</button>
          </DialogBody>
        </Dialog>
      )}
    </ThemeRoot>
  );
}

async function openDialog() {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Choose city' }));
  return screen.getByRole('dialog', { name: 'शहर चुनें' });
}

// The page's i18next instance with the shared components' texts already there, as after the first load.
beforeAll(async () => {
  const i18n = getI18n();
  i18n.addResourceBundle('en', uiLazyTexts.namespace, await uiLazyTexts.locales.en(), true, false);
  i18n.addResourceBundle('hi', uiLazyTexts.namespace, await uiLazyTexts.locales.hi(), true, false);
});

describe('Dialog', () => {
  it('is a modal dialog named by its heading, with focus on its first control', async () => {
    const dialog = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'शहर चुनें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside and gives focus back to the opener on Escape', async () => {
    const dialog = await openDialog();
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose city' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its close button and a click on the backdrop, not a click inside', async () => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pune' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Choose city' }));
    await userEvent.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
