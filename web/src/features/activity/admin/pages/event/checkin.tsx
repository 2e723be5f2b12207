import { CameraOutlined, CheckCircleFilled, CloseCircleFilled, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Input, Segmented, Space, Switch, Table, Tag } from 'antd';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { RequestError } from '@/lib/request';
import { getEvent } from '../../../api/events-admin';
import {
  DESK_PAGE,
  type SignRow,
  useCheckin,
  useDeskCounts,
  useEventSigns,
  useSetAttendance,
} from '../../../api/checkin';
import { startScanner } from '../../components/qr-scanner';
import styles from './checkin.module.css';

// 活动签到: on a phone at the door, staff scan each ticket's QR code (or type its 8 characters);
// a ticket checks in once. The list below toggles attendance by hand.

const TICKET = /^[A-Za-z0-9]{8}$/;

/** Who the list shows: still expected, checked in, or marked absent. */
const LIST_STATES = [
  { label: '未签到', value: 'registered' },
  { label: '已签到', value: 'attended' },
  { label: '未到场', value: 'noshow' },
];

type Outcome = { ok: true; sign: SignRow } | { ok: false; code: string; message: string };

export default function EventCheckinPage() {
  const activityId = Number(useParams().activityId);
  const event = useQuery({
    queryKey: ['activity', 'staff', 'event', activityId],
    queryFn: () => getEvent(activityId),
  });
  const [listed, setListed] = useState({ status: 'registered', keyword: '', pageNum: 1 });
  const signs = useEventSigns(activityId, listed);
  const counts = useDeskCounts(activityId);
  const checkin = useCheckin();
  const attendance = useSetAttendance();
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState('');
  const video = useRef<HTMLVideoElement>(null);
  const lastCode = useRef('');

  const submit = async (raw: string) => {
    const code = raw.trim().toUpperCase();
    if (!TICKET.test(code)) {
      setOutcome({ ok: false, code, message: '请输入8位票号（字母和数字）' });
      return;
    }
    try {
      const answer = await checkin.mutateAsync(code);
      setOutcome({ ok: true, sign: answer.data! });
      setTyped('');
    } catch (failure) {
      if (!(failure instanceof RequestError)) throw failure;
      setOutcome({ ok: false, code, message: failure.message });
    }
  };

  // The camera loop outlives renders: it always calls the latest submit.
  const onScanned = useEffectEvent((text: string) => {
    // The same ticket stays in front of the camera for a while: act on it once.
    if (text === lastCode.current) return;
    lastCode.current = text;
    void submit(text);
  });

  useEffect(() => {
    if (!scanning || !video.current) return undefined;
    let stop: (() => void) | undefined;
    let live = true;
    startScanner(video.current, onScanned)
      .then((stopper) => (live ? (stop = stopper) : stopper()))
      .catch(() => {
        setCameraError('无法打开摄像头，请允许使用摄像头或直接输入票号');
        setScanning(false);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [scanning]);

  const rows = signs.data?.rows ?? [];

  return (
    <div className={styles.page}>
      <Card
        size="small"
        title={event.data?.data?.title ?? '活动签到'}
        extra={
          counts.data ? (
            <span>
              已签到 {counts.data.attended} / {counts.data.expected}
            </span>
          ) : null
        }
      >
        <Space direction="vertical" className={styles.desk}>
          {scanning ? (
            <div className={styles.camera}>
              <video ref={video} className={styles.video} muted playsInline aria-label="扫码画面" />
              <Button icon={<StopOutlined />} onClick={() => setScanning(false)}>
                停止扫码
              </Button>
            </div>
          ) : (
            <Button
              type="primary"
              size="large"
              icon={<CameraOutlined />}
              block
              onClick={() => {
                setCameraError('');
                lastCode.current = '';
                setScanning(true);
              }}
            >
              扫码签到
            </Button>
          )}
          {cameraError ? <p className={styles.error}>{cameraError}</p> : null}
          <Input.Search
            aria-label="票号"
            placeholder="输入8位票号"
            enterButton="签到"
            size="large"
            maxLength={8}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(value) => void submit(value)}
            loading={checkin.isPending}
          />
          {outcome ? (
            <div role="status" className={outcome.ok ? styles.success : styles.refused}>
              {outcome.ok ? <CheckCircleFilled /> : <CloseCircleFilled />}
              <div>
                <strong>{outcome.ok ? '签到成功' : outcome.message}</strong>
                {outcome.ok ? (
                  <p>
                    {outcome.sign.realName}
                    {outcome.sign.employer ? ` · ${outcome.sign.employer}` : ''} · {outcome.sign.ticketCode}
                  </p>
                ) : (
                  <p>{outcome.code}</p>
                )}
              </div>
            </div>
          ) : null}
        </Space>
      </Card>
      <Card
        size="small"
        title="参加人员"
        className={styles.list}
        extra={
          <Segmented
            options={LIST_STATES}
            value={listed.status}
            onChange={(status) => setListed({ ...listed, status, pageNum: 1 })}
          />
        }
      >
        <Input.Search
          className={styles.find}
          aria-label="查找参加人员"
          placeholder="姓名或手机号"
          allowClear
          maxLength={50}
          onSearch={(keyword) => setListed({ ...listed, keyword: keyword.trim(), pageNum: 1 })}
        />
        <Table<SignRow>
          rowKey="signId"
          size="small"
          loading={signs.isPending}
          dataSource={rows}
          pagination={{
            current: listed.pageNum,
            pageSize: DESK_PAGE,
            total: signs.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (pageNum) => setListed({ ...listed, pageNum }),
          }}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'realName', dataIndex: 'realName', title: '姓名' },
            { key: 'employer', dataIndex: 'employer', title: '单位', ellipsis: true },
            { key: 'ticketCode', dataIndex: 'ticketCode', title: '票号' },
            {
              key: 'checkinTime',
              dataIndex: 'checkinTime',
              title: '签到时间',
              render: (time: string | null) => time ?? <Tag>未签到</Tag>,
            },
            {
              key: 'attended',
              title: '到场',
              align: 'center',
              render: (_: unknown, row: SignRow) => (
                <Switch
                  aria-label={`${row.realName}到场`}
                  checked={row.status === 'attended'}
                  loading={attendance.isPending && attendance.variables?.signId === row.signId}
                  onChange={(checked) =>
                    void attendance.mutateAsync({ signId: row.signId, attended: checked })
                  }
                />
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
