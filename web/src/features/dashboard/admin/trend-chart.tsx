import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only the echarts parts the dashboard draws (line and bar, grid, tooltip, canvas).
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

function canvasSupported(): boolean {
  try {
    return typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent)
      ? Boolean(document.createElement('canvas').getContext('2d'))
      : false;
  } catch {
    return false;
  }
}

export interface TrendChartProps {
  kind: 'line' | 'bar';
  name: string;
  months: string[];
  values: number[];
  color: string;
}

/** One 12-month series; lazy-loaded so echarts stays out of the shell's chunk. */
export default function TrendChart({ kind, name, months, values, color }: TrendChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // No canvas (e.g. a test DOM): the cards still show the numbers.
    if (!canvasSupported()) return;
    const chart = echarts.init(el);
    chart.setOption({
      color: [color],
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 24, bottom: 32 },
      xAxis: { type: 'category', data: months, boundaryGap: kind === 'bar' },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        kind === 'line'
          ? { name, type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: values }
          : { name, type: 'bar', barMaxWidth: 24, data: values },
      ],
    });
    const onResize = () => chart.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      chart.dispose();
    };
  }, [kind, name, months, values, color]);
  return <div ref={ref} role="img" aria-label={name} style={{ width: '100%', height: 300 }} />;
}
