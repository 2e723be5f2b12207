import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Divider, Drawer, Radio, Space, Switch } from 'antd';
import { type LayoutSettings, useSession } from '@/store/session';
import styles from './admin-layout.module.css';

export const THEME_PRESETS = [
  '#409EFF',
  '#ff4500',
  '#ff8c00',
  '#ffd700',
  '#90ee90',
  '#00ced1',
  '#1e90ff',
  '#c71585',
] as const;

const switches: [keyof LayoutSettings, string][] = [
  ['topNav', '开启 TopNav'],
  ['tagsView', '开启 Tags-Views'],
  ['fixedHeader', '固定 Header'],
  ['sidebarLogo', '显示 Logo'],
  ['dynamicTitle', '动态标题'],
];

/** Changes show at once; 保存配置 keeps them (localStorage 'layout-setting'), 重置配置 forgets them. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const settings = useSession((s) => s.settings);
  const changeSettings = useSession((s) => s.changeSettings);
  const resetSettings = useSession((s) => s.resetSettings);
  // Live preview without saving: the store's changeSettings would persist at once.
  const preview = (patch: Partial<LayoutSettings>) =>
    useSession.setState({ settings: { ...useSession.getState().settings, ...patch } });

  return (
    <Drawer title="布局设置" open={open} onClose={onClose} size={300} destroyOnHidden>
      <h3 className={styles.drawerTitle}>主题风格设置</h3>
      <Radio.Group
        value={settings.sideTheme}
        onChange={(e) => preview({ sideTheme: e.target.value })}
        options={[
          { value: 'theme-dark', label: '深色侧边栏' },
          { value: 'theme-light', label: '浅色侧边栏' },
        ]}
      />
      <h3 className={styles.drawerTitle}>主题颜色</h3>
      <div className={styles.swatches} role="radiogroup" aria-label="主题颜色">
        {THEME_PRESETS.map((color) => {
          const checked = color.toLowerCase() === settings.theme.toLowerCase();
          return (
            <button
              key={color}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={color}
              className={styles.swatch}
              style={{ background: color }}
              onClick={() => preview({ theme: color })}
            >
              {checked ? <CheckOutlined /> : null}
            </button>
          );
        })}
      </div>
      <Divider />
      <h3 className={styles.drawerTitle}>系统布局配置</h3>
      {switches.map(([key, label]) => (
        <div key={key} className={styles.settingRow}>
          <span id={`setting-${key}`}>{label}</span>
          <Switch
            aria-labelledby={`setting-${key}`}
            checked={Boolean(settings[key])}
            onChange={(checked) => preview({ [key]: checked })}
          />
        </div>
      ))}
      <Divider />
      <Space>
        <Button
          type="primary"
          onClick={() => {
            changeSettings(useSession.getState().settings);
            void message.success('保存成功');
            onClose();
          }}
        >
          保存配置
        </Button>
        <Button
          onClick={() => {
            resetSettings();
            void message.success('已恢复默认配置');
          }}
        >
          重置配置
        </Button>
      </Space>
    </Drawer>
  );
}
