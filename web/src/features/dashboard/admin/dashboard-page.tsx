import {
  FieldTimeOutlined,
  FileTextOutlined,
  FormOutlined,
  IdcardOutlined,
  LoginOutlined,
  MoneyCollectOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Alert, Card, Skeleton, Statistic } from 'antd';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
import { useSession } from '@/store/session';
import { type DashboardStats, useDashboardStats } from '../api/get-stats';
import styles from './dashboard-page.module.css';

const TrendChart = lazy(() => import('./trend-chart'));

const cards: {
  key: keyof Omit<DashboardStats, 'userTrend' | 'articleTrend'>;
  title: string;
  icon: ComponentType;
  color: string;
}[] = [
  { key: 'users', title: '用户总数', icon: TeamOutlined, color: '#40c9c6' },
  { key: 'articles', title: '已发布文章', icon: FileTextOutlined, color: '#36a3f7' },
  { key: 'visitors', title: '注册访客', icon: UserAddOutlined, color: '#f4516c' },
  { key: 'loginsToday', title: '今日登录', icon: LoginOutlined, color: '#34bfa3' },
  { key: 'members', title: '会员', icon: IdcardOutlined, color: '#409EFF' },
  { key: 'applications', title: '待审核入会申请', icon: FormOutlined, color: '#ff8c00' },
  { key: 'pendingPayments', title: '待确认缴费', icon: MoneyCollectOutlined, color: '#e6a23c' },
  { key: 'expiringMembers', title: '30 天内到期会员', icon: FieldTimeOutlined, color: '#f56c6c' },
  { key: 'signUps', title: '活动报名', icon: ScheduleOutlined, color: '#c71585' },
];

/** The 12-month trends, each drawn from one series of the stats. */
const charts: {
  trend: 'userTrend' | 'articleTrend';
  title: string;
  name: string;
  kind: 'line' | 'bar';
  color: string;
}[] = [
  { trend: 'userTrend', title: '近 12 个月新增用户', name: '新增用户', kind: 'line', color: '#409EFF' },
  { trend: 'articleTrend', title: '近 12 个月发布文章', name: '发布文章', kind: 'bar', color: '#36a3f7' },
];

/** The admin home (/admin): counts and 12-month trends. */
export function DashboardPage() {
  const stats = useDashboardStats();
  const name = useSession((s) => s.nickName || s.name);
  const data = stats.data;
  const months = useMemo(() => data?.userTrend.map((m) => m.month) ?? [], [data]);
  const series = useMemo(() => charts.map((chart) => data?.[chart.trend].map((m) => m.count) ?? []), [data]);

  return (
    <div>
      <h1 style={{ fontSize: 18, margin: '0 0 16px' }}>欢迎回来{name ? `，${name}` : ''}</h1>
      {stats.isError ? (
        <Alert type="error" showIcon title="统计数据加载失败" style={{ marginBottom: 16 }} />
      ) : null}
      <div className={styles.cards}>
        {cards.map(({ key, title, icon: Icon, color }) => (
          <Card key={key}>
            <Statistic
              title={title}
              value={data?.[key] ?? 0}
              loading={stats.isPending}
              prefix={
                <span style={{ color }}>
                  <Icon />
                </span>
              }
            />
          </Card>
        ))}
      </div>
      <div className={styles.charts}>
        {charts.map((chart, index) => (
          <Card key={chart.trend} title={chart.title}>
            {data ? (
              <Suspense fallback={<Skeleton active />}>
                <TrendChart
                  kind={chart.kind}
                  name={chart.name}
                  months={months}
                  values={series[index] ?? []}
                  color={chart.color}
                />
              </Suspense>
            ) : (
              <Skeleton active />
            )}
          </Card>
        ))}
      </div>
    </div>
  );
}
