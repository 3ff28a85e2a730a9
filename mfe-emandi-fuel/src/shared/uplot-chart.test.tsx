import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import UplotChart from './uplot-chart';

// Nothing is drawn in a server render; uPlot itself needs a browser to load.
jest.mock('uplot', () => jest.fn());

describe('the price chart in the server view', () => {
  it('keeps the chart its height before uPlot draws, so the page below does not move when it appears', () => {
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <UplotChart
            dates={['2026-11-27', '2026-11-28']}
            series={[{ label: 'Petrol', color: '#0b5cab', values: [94.75, 94.72] }]}
            formatDate={(date) => date}
            formatValue={(value) => String(value)}
            height={220}
          />,
        ),
      );
      document.head.innerHTML = sheet.getStyleTags();
      document.body.innerHTML = html;
      const frame = document.body.firstElementChild;
      expect(frame).not.toBeNull();
      expect(frame?.childElementCount).toBe(0);
      expect(getComputedStyle(frame as Element).minHeight).toBe('220px');
    } finally {
      sheet.seal();
    }
  });
});
