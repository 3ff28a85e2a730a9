import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';

/**
 * The few rules of uPlot's stylesheet the chart needs (the remote's build has no CSS loader). The frame keeps the
 * chart's height before uPlot draws into it, so the server's view does not jump when the chart appears.
 */
const Frame = styled.div<{ $height: number }>`
  width: 100%;
  min-height: ${({ $height }) => $height}px;
  overflow: hidden;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    font-family: inherit;
    width: 100%;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    left: 0;
    top: 0;
    pointer-events: none;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed #607d8b;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    pointer-events: none;
  }
  .u-select {
    position: absolute;
    pointer-events: none;
    background: rgba(0, 0, 0, 0.07);
  }
`;

export interface ChartSeries {
  label: string;
  color: string;
  values: Array<number | null>;
  dash?: number[];
}

export interface UplotChartProps {
  /** Days as YYYY-MM-DD, oldest first. */
  dates: string[];
  series: ChartSeries[];
  formatDate: (isoDate: string) => string;
  formatValue: (value: number) => string;
  height?: number;
}

/** A uPlot line chart that follows its container's width. */
export default function UplotChart({
  dates,
  series,
  formatDate,
  formatValue,
  height = 260,
}: UplotChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const xs = dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000);
    const width = Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width,
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          // Around the data, not from zero: a few paise of change must show.
          y: {
            range: (_u, min, max) => {
              const pad = Math.max((max - min) * 0.15, Math.abs(max) * 0.01, 0.5);
              return [min - pad, max + pad];
            },
          },
        },
        axes: [
          {
            values: (_u, ticks) =>
              ticks.map((tick) => formatDate(new Date(tick * 1000).toISOString().slice(0, 10))),
            stroke: '#5b6677',
            grid: { stroke: '#eef1f5' },
          },
          {
            values: (_u, ticks) => ticks.map((tick) => formatValue(tick)),
            size: 64,
            stroke: '#5b6677',
            grid: { stroke: '#eef1f5' },
          },
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            dash: line.dash,
            spanGaps: true,
            points: { show: dates.length < 40 },
          })),
        ],
      },
      [xs, ...series.map((line) => line.values)],
      element,
    );
    const resize = () => plot.setSize({ width: Math.max(280, element.clientWidth), height });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      plot.destroy();
    };
  }, [dates, series, formatDate, formatValue, height]);
  return <Frame ref={frame} $height={height} />;
}
