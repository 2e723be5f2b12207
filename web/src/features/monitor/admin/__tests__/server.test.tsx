import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import ServerMonitorPage from '../pages/server/index';
import { renderPage } from '@/testing/render-page';
import { loginAs } from './monitor-fixtures';

const api = setupApiServer((api) => {
  loginAs(api);
  api.on('GET /monitor/server', () =>
    ok({
      data: {
        cpu: { cpuNum: 12, total: 100, sys: 3.1, used: 10.5, wait: 0, free: 86.4 },
        mem: { total: 15.5, used: 7.2, free: 8.3, usage: 46.45 },
        jvm: {
          total: 120,
          max: 4096,
          used: 80,
          free: 40,
          usage: 66.67,
          name: 'Node.js',
          version: 'v20.19.0',
          home: '/usr/local/bin/node',
          startTime: '2026-01-05 09:00:00',
          runTime: '0天1小时2分钟',
          inputArgs: '--enable-source-maps',
        },
        sys: {
          computerName: 'web-1',
          computerIp: '10.0.0.2',
          userDir: '/srv/xiehui',
          osName: 'Linux',
          osArch: 'x64',
        },
        sysFiles: [
          {
            dirName: '/',
            sysTypeName: 'ext4',
            typeName: '/dev/sda1',
            total: '100 GB',
            free: '10 GB',
            used: '90 GB',
            usage: 90,
          },
          {
            dirName: '/data',
            sysTypeName: 'xfs',
            typeName: '/dev/sdb1',
            total: '500 GB',
            free: '400 GB',
            used: '100 GB',
            usage: 20,
          },
        ],
      },
    }),
  );
});

describe('服务监控', () => {
  it('shows the CPU cores, memory, Node process and a row per disk', async () => {
    renderPage(<ServerMonitorPage />);
    expect(await screen.findByText('v20.19.0')).toBeTruthy();
    const cores = screen.getByText('核心数').closest('tr') as HTMLElement;
    expect(within(cores).getByText('12')).toBeTruthy();
    expect(screen.getByText('15.5G')).toBeTruthy();
    expect(screen.getByText('120M')).toBeTruthy();
    expect(screen.getByText('v20.19.0')).toBeTruthy();
    expect(screen.getByText('/srv/xiehui')).toBeTruthy();
    expect(screen.getByText('/dev/sda1')).toBeTruthy();
    expect(screen.getByText('/data')).toBeTruthy();
    expect(screen.getByText('90%')).toBeTruthy();
    expect(api.callsTo('GET /monitor/server')).toHaveLength(1);
  });
});
