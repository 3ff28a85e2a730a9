import { fireEvent, screen } from '@testing-library/react';
import { fetchTyreSizes } from '@cvb/api-client';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { tyreTexts } from '../texts';
import { UpsizingToolPage } from './upsizing-page';

jest.mock('@cvb/api-client', () => ({ ...jest.requireActual('@cvb/api-client'), fetchTyreSizes: jest.fn() }));

describe('UpsizingToolPage', () => {
  beforeAll(() => registerNamespace('tyres', tyreTexts));
  beforeEach(() => jest.mocked(fetchTyreSizes).mockResolvedValue([]));

  it('says 315/80 R22.5 on a 295/80 R22.5 truck is beyond the limit, with the speedometer error', async () => {
    renderInRemote(<UpsizingToolPage />, { path: '/tyres/upsizing-tool' });
    fireEvent.change(screen.getByLabelText('Current size'), { target: { value: '295/80 R22.5' } });
    fireEvent.change(screen.getByLabelText('Proposed size'), { target: { value: '315/80 R22.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Compare sizes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Too big: the diameter grows by +3.07 %, beyond the +3 % limit.',
    );
    const speedometer = screen.getByRole('row', { name: /60 km\/h/ });
    expect(speedometer).toHaveTextContent('61.8 km/h');
    expect(screen.getByRole('row', { name: /Overall diameter/ })).toHaveTextContent('1043.5 mm');
  });

  it('explains a size it cannot read, in Hindi', async () => {
    renderInRemote(<UpsizingToolPage />, { path: '/tyres/upsizing-tool?from=big&to=10.00-20', locale: 'hi' });
    expect(await screen.findByRole('alert')).toHaveTextContent('"big" कोई जाना-पहचाना टायर साइज़ नहीं है।');
  });

  it('lets a same-size change pass', async () => {
    renderInRemote(<UpsizingToolPage />, { path: '/tyres/upsizing-tool?from=13.6-28&to=13.6-28' });
    expect(await screen.findByRole('status')).toHaveTextContent('Within the limit');
  });
});
