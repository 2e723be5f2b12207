import { ScheduleOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { Dialog } from '@/admin/components/dialog';
import { CronBuilder } from './cron-builder';
import { type CronState, formatExpression, parseExpression } from './quartz-fields';

// The job form's cron field: typed by hand, or built in RuoYi's Cron表达式生成器 (a Form.Item
// control: value and onChange come from the form).

export interface CronInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
}

export function CronInput({ id, value = '', onChange, placeholder, maxLength }: CronInputProps) {
  const [building, setBuilding] = useState<CronState | null>(null);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          onChange={(event) => onChange?.(event.target.value)}
        />
        <Button icon={<ScheduleOutlined />} onClick={() => setBuilding(parseExpression(value))}>
          生成表达式
        </Button>
      </Space.Compact>
      <Dialog
        title="Cron表达式生成器"
        open={building !== null}
        width={720}
        onClose={() => setBuilding(null)}
        onOk={() => {
          if (building) onChange?.(formatExpression(building));
          setBuilding(null);
        }}
        destroyOnHidden
      >
        {building ? <CronBuilder value={building} onChange={setBuilding} /> : null}
      </Dialog>
    </>
  );
}
